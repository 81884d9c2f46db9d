import { SHELL_RELEASE, type OpsCampaignsResult } from '@contracts/autopilot';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { loadCampaigns, startCampaign } from '../api/app-key-actions';
import { actionError } from '../api/ops-actions';

const when = (ms: number) => new Date(ms).toLocaleString('en-IN');

/**
 * The campaign view (docs/product.md "Support console"): apps per shell version of their last build, each campaign's
 * owners told, apps rebuilt, failed and waiting, and a form that starts the campaign of this deployment's shell.
 */
export function OpsCampaigns({
  load = loadCampaigns,
  start = startCampaign,
}: {
  load?: typeof loadCampaigns;
  start?: typeof startCampaign;
}) {
  const [data, setData] = useState<OpsCampaignsResult | string | null>(null);
  const [version, setVersion] = useState(0);
  const [whatChanged, setWhatChanged] = useState<string>(SHELL_RELEASE.notes);
  const [requiredBy, setRequiredBy] = useState('');
  const [busy, setBusy] = useState(false);
  // The server's refusal, in view and focused by the button (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    load()
      .then((result) => live && setData(result))
      .catch((error: unknown) => live && setData(actionError(error)));
    return () => {
      live = false;
    };
  }, [load, version]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const run = await start({
        shellVersion: SHELL_RELEASE.version,
        whatChanged: whatChanged.trim(),
        ...(requiredBy ? { requiredBy } : {}),
      });
      toast.success(
        `Campaign ${run.campaignId}: ${run.marked} apps marked, ${run.told} owners told, ${run.delivered} bundles delivered.`,
      );
      setVersion((value) => value + 1);
    } catch (error) {
      setRefusal(actionError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="ops-campaigns" aria-label="Update campaigns">
      <h2>Update campaigns</h2>
      {data === null ? <p>Loading…</p> : null}
      {typeof data === 'string' ? <p role="alert">{data}</p> : null}
      {data !== null && typeof data !== 'string' ? (
        <>
          <h3>Apps per shell version</h3>
          <ul data-testid="apps-per-shell">
            {Object.entries(data.appsPerShellVersion)
              .sort(([a], [b]) => b.localeCompare(a))
              .map(([shell, count]) => (
                <li key={shell}>
                  {shell === 'unknown' ? 'before versions were recorded' : `shell ${shell}`}: {count}
                </li>
              ))}
          </ul>
          <h3>Campaigns</h3>
          {data.campaigns.length === 0 ? <p>No campaign yet.</p> : null}
          <ul>
            {data.campaigns.map((summary) => (
              <li key={summary.campaign.id} data-testid="campaign">
                <strong>shell {summary.campaign.shellVersion}</strong> · {when(summary.campaign.startedAt)} ·{' '}
                {summary.campaign.marked} marked, {summary.told} owners told, {summary.rebuilt} rebuilt,{' '}
                {summary.failed} failed, {summary.waiting} waiting
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form className="ops-action" onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <h3>Start the campaign of shell {SHELL_RELEASE.version}</h3>
        <fieldset disabled={busy}>
          <label>
            What changed (the owners read this)
            <textarea
              value={whatChanged}
              maxLength={500}
              rows={3}
              onChange={(event) => setWhatChanged(event.target.value)}
            />
          </label>
          <label>
            Play requires the target API from (optional)
            <input type="date" value={requiredBy} onChange={(event) => setRequiredBy(event.target.value)} />
          </label>
          <Button type="submit" size="sm" disabled={whatChanged.trim() === ''}>
            Start campaign
          </Button>
        </fieldset>
        {refusal ? <FormAlert message={refusal} /> : null}
      </form>
    </section>
  );
}
