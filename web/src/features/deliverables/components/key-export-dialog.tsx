import { KEY_EXPORTS_PER_DAY } from '@contracts/key-custody';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useGoogleIdentityPrompt } from '@/components/google-identity-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';
import { GoogleSignInCancelled } from '@/lib/auth/google';
import { isPasswordAccount, useSignedInUser } from '@/lib/auth/session';
import { refusalOf } from '@/lib/report-failure';
import { toast } from '@/lib/toast';
import { exportSigningKey } from '../api/export-signing-key';
import { deliverableMessages as m } from '../lib/deliverable-messages';
import { type KeyExportField, validateKeyExport } from '../lib/validate-key-export';

const formId = 'key-export-form';

/**
 * Downloads a package's upload key as `<package>.p12` (docs/product.md "Your upload key"): a password for the file,
 * typed twice, then a fresh sign-in (account password, or Google) like account deletion asks for.
 */
export function KeyExportDialog({ packageName, onClose }: { packageName: string; onClose: () => void }) {
  const user = useSignedInUser();
  const prompt = useGoogleIdentityPrompt();
  const needsAccountPassword = isPasswordAccount(user);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accountPassword, setAccountPassword] = useState('');
  const [error, setError] = useState<{ field: KeyExportField; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
    accountPassword: useRef<HTMLInputElement>(null),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateKeyExport({ password, confirm, accountPassword, needsAccountPassword });
    setError(invalid);
    setFormError(null);
    if (invalid) return;
    setBusy(true);
    try {
      await exportSigningKey(
        { packageName, password },
        needsAccountPassword ? { method: 'password', password: accountPassword } : { method: 'google', prompt },
      );
      toast.success(m.keyDownloaded);
      onClose();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof GoogleSignInCancelled) return;
      // A wrong account password is the provider's error: in plain words, beside that field (not the key's
      // password); the server's refusals (the daily limit...) in the form, in view; only a failure on the way
      // toasts (lib/report-failure.ts).
      const meaning = refusalOf(failure, m.keyExportFailed, 'reauthenticate');
      if (!meaning) return;
      if (meaning.auth && meaning.field === 'password' && needsAccountPassword) {
        setError({ field: 'accountPassword', message: meaning.message });
      } else {
        setFormError(meaning.message);
      }
    }
  }

  // The refused field is disabled while the export runs: focus it once the form is editable again.
  useEffect(() => {
    if (!busy && error) refs[error.field].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refs are stable; only a new error or the end of busy move focus
  }, [busy, error]);

  const fieldError = (field: KeyExportField) => (error?.field === field ? error.message : null);
  return (
    <Dialog
      open
      size="sm"
      onClose={() => !busy && onClose()}
      title={m.keyDialogTitle}
      initialFocus={refs.password}
      hideClose={busy}
      testId="key-export"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Download key
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate aria-label={m.keyDialogTitle}>
        <p>
          The upload key of <strong className="deliverable__mono">{packageName}</strong>, as a PKCS#12 file (alias{' '}
          <code>apkforge</code>) that keytool, Gradle and Android Studio open with your password.
        </p>
        <Input
          ref={refs.password}
          label={m.keyPasswordLabel}
          hint={m.keyPasswordHint}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
          disabled={busy}
        />
        <Input
          ref={refs.confirm}
          label={m.keyConfirmLabel}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={fieldError('confirm')}
          disabled={busy}
        />
        {needsAccountPassword ? (
          <Input
            ref={refs.accountPassword}
            label={m.keyAccountPasswordLabel}
            type="password"
            autoComplete="current-password"
            value={accountPassword}
            onChange={(event) => setAccountPassword(event.target.value)}
            error={fieldError('accountPassword')}
            disabled={busy}
          />
        ) : (
          <p className="muted">{m.keyGoogleConfirm}</p>
        )}
        {formError ? <FormAlert message={formError} /> : null}
        <Notice tone="warning">
          Anyone with the file and its password can sign updates of your app. We cannot recover the password. Exports
          are limited to {KEY_EXPORTS_PER_DAY} a day and recorded.
        </Notice>
      </form>
    </Dialog>
  );
}
