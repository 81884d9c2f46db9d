import { AUTOPILOT_TEXT } from '@contracts/autopilot';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { useSignedInUser } from '@/lib/auth/session';
import { FormAlert } from '@/components/ui/form-alert';
import { refusalOf } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { rebuildApp } from '../api/app-key-actions';
import { type AppPackage, useAppPackages } from '../api/use-app-packages';
import { appKeysMessages as m } from '../lib/messages';
import './app-keys.css';

function UpdateRow({ app }: { app: AppPackage }) {
  const update = app.update!;
  const [busy, setBusy] = useState(false);
  // The server's refusal under the button, in view and focused (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  const rebuild = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await rebuildApp({ packageName: app.packageName });
      toast.success(m.rebuilt(result.versionCode));
    } catch (failure) {
      setRefusal(refusalOf(failure, m.rebuildFailed)?.message ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="app-update" data-testid="app-update">
      <div className="app-update__head">
        <p className="app-keys__mono">{app.packageName}</p>
        <Badge tone={update.status === 'failed' ? 'danger' : 'warning'} dot>
          {AUTOPILOT_TEXT.badge}
        </Badge>
      </div>
      <p>{update.whatChanged}</p>
      {update.requiredBy ? <p className="muted">{m.requiredBy(update.requiredBy, update.targetSdk)}</p> : null}
      {update.status === 'failed' && update.error ? <p className="field__error">{update.error}</p> : null}
      <Button size="sm" onClick={() => void rebuild()} loading={busy || update.status === 'rebuilding'}>
        {AUTOPILOT_TEXT.rebuild}
      </Button>
      {refusal ? <FormAlert message={refusal} /> : null}
    </li>
  );
}

/**
 * The dashboard's "App updates" (docs/product.md "Apps kept current"): every app a campaign marked, with what changed,
 * Play's deadline and the one-click rebuild. Nothing at all when every app is current.
 */
export function AppUpdatesCard() {
  const user = useSignedInUser();
  const packages = useAppPackages(user.uid);
  if (packages.status !== 'ready') return null;
  const due = packages.value.filter((app) => app.update && app.update.status !== 'rebuilt');
  if (due.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="app-updates-title" className="app-updates">
      <CardHeader titleId="app-updates-title" title={m.updatesTitle} subtitle={m.updatesSubtitle} />
      <ul className="app-keys__list">
        {due.map((app) => (
          <UpdateRow key={app.packageName} app={app} />
        ))}
      </ul>
    </Card>
  );
}
