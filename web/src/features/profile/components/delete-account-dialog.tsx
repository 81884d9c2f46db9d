import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoogleIdentityPrompt } from '@/components/google-identity-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/ui/form-alert';
import { authErrorMessages } from '@/lib/auth/auth-error-message';
import { describeFailure } from '@/lib/failure-message';
import { GoogleSignInCancelled } from '@/lib/auth/google';
import { type SessionUser, isPasswordAccount } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { deleteAccount } from '../api/delete-account';
import { profileMessages } from '../lib/profile-messages';
import { validateAccountDeletion } from '../lib/validate-account-deletion';

const formId = 'delete-account-form';

export function DeleteAccountDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const navigate = useNavigate();
  const prompt = useGoogleIdentityPrompt();
  const needsPassword = isPasswordAccount(user);
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'email' | 'password'; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A wrong password comes back while the field is still disabled: focus it once the form is editable again.
  useEffect(() => {
    if (!busy && error?.field === 'password') passwordRef.current?.focus();
  }, [busy, error]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateAccountDeletion({ accountEmail: user.email, typedEmail, password, needsPassword });
    setError(invalid);
    setFormError(null);
    if (invalid) {
      (invalid.field === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(needsPassword ? { method: 'password', password } : { method: 'google', prompt });
      void navigate(paths.home, { replace: true });
      toast.success(profileMessages.deleted);
    } catch (failure) {
      if (failure instanceof GoogleSignInCancelled) {
        setBusy(false);
        return;
      }
      // Re-authentication failures get the provider's meaning in plain words, beside the field they concern; the
      // server's own errors (the callable) already speak plainly; nothing raw reaches the screen (lib/failure-message.ts).
      const meaning = describeFailure(failure, authErrorMessages.fallback, 'reauthenticate');
      toast.error(profileMessages.deleteFailed(meaning.message));
      if (meaning.auth && meaning.field === 'password' && needsPassword) {
        setError({ field: 'password', message: meaning.message });
      } else {
        setFormError(meaning.message);
      }
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      role="alertdialog"
      onClose={() => !busy && onClose()}
      title="Remove account and data"
      initialFocus={emailRef}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            Delete permanently
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={submit} noValidate aria-label="Remove account and data">
        <Notice tone="danger" title="This is permanent.">
          Your account, every app request, your build history and stored APK files are deleted and cannot be recovered.
          Payment records are kept only as the law requires.
        </Notice>
        <Input
          ref={emailRef}
          label={`Type your account email (${user.email ?? ''}) to confirm`}
          type="email"
          autoComplete="off"
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
          error={error?.field === 'email' ? error.message : null}
          disabled={busy}
        />
        {needsPassword ? (
          <Input
            ref={passwordRef}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error?.field === 'password' ? error.message : null}
            disabled={busy}
          />
        ) : (
          <p className="muted">You will be asked to confirm your Google account.</p>
        )}
        {formError ? <FormAlert message={formError} /> : null}
      </form>
    </Dialog>
  );
}
