import {
  ASSET_LINKS_PATH,
  assetLinksJson,
  normalizeSha256Fingerprint,
  SHA256_FINGERPRINT_HELP,
} from '@contracts/asset-links';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/field';
import { refusalOf } from '@/lib/report-failure';
import { saveBytes } from '@/lib/start-download';
import { toast } from '@/lib/toast';
import { setPlaySigningCertificate } from '../api/set-play-signing-certificate';
import { deliverableMessages as m } from '../lib/deliverable-messages';
import { assetLinksUrls } from '../lib/format';

interface AssetLinksPanelProps {
  requestId: string;
  siteUrl: string;
  packageName: string;
  uploadSha256: string;
  /** The hosts the app claims as App Links (the built file's record); absent on older files: the site's host. */
  appLinkHosts?: readonly string[];
  /** Play's app-signing certificate, once the owner saved it on the request. */
  playSha256?: string;
}

/**
 * The site's assetlinks.json for this app (docs/product.md "Digital Asset Links"): the upload key's fingerprint
 * always (APKs installed from us), Play's app-signing fingerprint once pasted (installs from Play), ready to copy
 * or download, with where it must be served.
 */
export function AssetLinksPanel({
  requestId,
  siteUrl,
  packageName,
  uploadSha256,
  appLinkHosts,
  playSha256,
}: AssetLinksPanelProps) {
  const [value, setValue] = useState(playSha256 ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The server's refusal of the certificate by the Save button, in view and focused (docs/product.md §2 "Where
  // refusals appear"); only a failure on the way toasts.
  const [refusal, setRefusal] = useState<string | null>(null);
  const json = assetLinksJson(packageName, playSha256 ? [uploadSha256, playSha256] : [uploadSha256]);
  const servedAt = assetLinksUrls(siteUrl, appLinkHosts, ASSET_LINKS_PATH);

  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  }

  async function save(sha256: string) {
    setSaving(true);
    setRefusal(null);
    try {
      const saved = await setPlaySigningCertificate({ requestId, sha256 });
      setValue(saved ?? '');
      toast.success(saved ? m.playSaved : m.playRemoved);
    } catch (failure) {
      setRefusal(refusalOf(failure, m.playSaveFailed)?.message ?? null);
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeSha256Fingerprint(value);
    setError(normalized ? null : SHA256_FINGERPRINT_HELP);
    if (normalized) void save(normalized);
  }

  return (
    <section className="package-tools__part" aria-labelledby={`asset-links-${requestId}`}>
      <h4 className="package-tools__title" id={`asset-links-${requestId}`}>
        {m.assetLinksTitle}
      </h4>
      <p className="muted">
        {m.assetLinksLead} {servedAt.length === 1 ? <span className="deliverable__mono">{servedAt[0]}</span> : null}
      </p>
      {servedAt.length > 1 ? (
        <>
          <ul className="asset-links__hosts" aria-label="Addresses to serve assetlinks.json at">
            {servedAt.map((url) => (
              <li key={url} className="deliverable__mono">
                {url}
              </li>
            ))}
          </ul>
          <p className="muted">{m.assetLinksEveryHost}</p>
        </>
      ) : null}
      <pre className="asset-links__json" data-testid="assetlinks-json" tabIndex={0} aria-label="assetlinks.json">
        {json}
      </pre>
      <div className="deliverable__actions">
        <Button variant="secondary" size="sm" onClick={copy}>
          {m.copy}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveBytes(new TextEncoder().encode(json), 'assetlinks.json', 'application/json')}
        >
          {m.downloadJson}
        </Button>
      </div>
      <form className="asset-links__play" onSubmit={submit} noValidate>
        <Input
          label={m.playLabel}
          hint={m.playHint}
          value={value}
          spellCheck={false}
          autoComplete="off"
          placeholder="AB:CD:EF:…"
          onChange={(event) => setValue(event.target.value)}
          error={error}
          className="deliverable__mono"
        />
        {refusal ? <FormAlert message={refusal} /> : null}
        <div className="deliverable__actions">
          <Button type="submit" size="sm" loading={saving}>
            {m.playSave}
          </Button>
          {playSha256 ? (
            <Button variant="ghost" size="sm" disabled={saving} onClick={() => void save('')}>
              {m.playRemove}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
