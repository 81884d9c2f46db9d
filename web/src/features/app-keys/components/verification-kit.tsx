import {
  normalizeVerificationToken,
  VERIFICATION_COUNTRIES_TEXT,
  VERIFICATION_TOKEN_HELP,
} from '@contracts/developer-verification';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { refusalOf } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { downloadVerificationProof } from '../api/app-key-actions';
import type { AppPackage } from '../api/use-app-packages';
import { appKeysMessages as m } from '../lib/messages';

/**
 * The developer verification kit (docs/product.md "Developer verification"): which countries enforce it, the facts
 * to register (package, SHA-256 of every key that signs it), the console's token and the proof APK in one click.
 */
export function VerificationKit({ app }: { app: AppPackage }) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The server's refusal by the button, in view and focused (docs/product.md §2 "Where refusals appear").
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (normalizeVerificationToken(token) === null) return setError(VERIFICATION_TOKEN_HELP);
    setError(null);
    setRefusal(null);
    setBusy(true);
    try {
      await downloadVerificationProof({ packageName: app.packageName, token });
      toast.success(m.proofDone);
    } catch (failure) {
      setRefusal(refusalOf(failure, m.proofFailed)?.message ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="app-keys__section" aria-label={`${m.verificationTitle}: ${app.packageName}`}>
      <h3 className="app-keys__heading">{m.verificationTitle}</h3>
      <Notice tone="info">{VERIFICATION_COUNTRIES_TEXT}</Notice>
      <p>{m.facts}</p>
      <dl className="app-keys__facts">
        <dt>{m.packageFact}</dt>
        <dd className="app-keys__mono">{app.packageName}</dd>
        <dt>{m.apkKeyFact}</dt>
        <dd className="app-keys__mono">{app.certificateSha256}</dd>
        {app.uploadCertificateSha256 ? (
          <>
            <dt>{m.uploadKeyFact}</dt>
            <dd className="app-keys__mono">{app.uploadCertificateSha256}</dd>
          </>
        ) : null}
      </dl>
      <form className="app-keys__form" onSubmit={(event) => void submit(event)} noValidate>
        <Input
          label={m.tokenLabel}
          hint={m.tokenHint}
          error={error}
          spellCheck={false}
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
        {refusal ? <FormAlert message={refusal} /> : null}
        <Button type="submit" size="sm" variant="secondary" loading={busy}>
          {m.proofButton}
        </Button>
      </form>
    </section>
  );
}
