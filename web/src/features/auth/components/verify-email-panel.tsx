import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { FormAlert } from '@/components/ui/form-alert';
import { useSession } from '@/lib/auth/session';
import { verificationMessages } from '@/lib/auth/verification-messages';
import { toast } from '@/lib/toast';
import { sendVerification } from '../api/send-verification';
import { signOutUser } from '../api/sign-out';
import { authMessages } from '../lib/auth-messages';
import './login-form.css';

export interface VerifyEmailPanelProps {
  email: string | null;
  /** Why the person is here when it is a refusal: an unverified login, or a page that needs a verified email. */
  refusal: string | null;
}

/**
 * The login page while the signed-in account's email is not verified yet (after sign-up, an unverified login, or a
 * page that needs verification): what to do next instead of a login form for an account already signed in
 * (docs/product.md §2 "Login screen"). The session checks again every few seconds and when the tab gets the focus
 * (lib/auth/verification-watch.ts), and the login page's guard then opens the dashboard.
 */
export function VerifyEmailPanel({ email, refusal }: VerifyEmailPanelProps) {
  const { refresh } = useSession();
  const [busy, setBusy] = useState<'send' | 'check' | 'leave' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  async function resend() {
    setBusy('send');
    try {
      await sendVerification();
      toast.success(verificationMessages.sent);
      setStatus(`${verificationMessages.sent} It can take a minute to arrive.`);
    } catch {
      toast.error(verificationMessages.failed);
      setStatus(verificationMessages.failed);
    } finally {
      setBusy(null);
    }
  }

  async function checkAgain() {
    setBusy('check');
    try {
      await refresh();
      // Still here when it is not verified yet (a verified account leaves this page at once).
      setStatus(authMessages.stillUnverified);
    } catch {
      setStatus(authMessages.checkFailed);
    } finally {
      setBusy(null);
    }
  }

  async function switchAccount() {
    setBusy('leave');
    try {
      await signOutUser();
    } catch {
      toast.error(authMessages.logoutFailed);
      setBusy(null);
    }
  }

  return (
    <div className="login-form" data-testid="verify-email">
      <h1 className="login-form__title">Check your inbox</h1>
      <p className="login-form__subtitle">
        We sent a verification link to <strong>{email ?? 'your email address'}</strong>. Open it on this device or
        another one: this page notices by itself and takes you to your dashboard.
      </p>
      {refusal ? <FormAlert message={refusal} tone="warning" /> : null}
      <div className="login-form__notice">
        <Notice tone="info">No email after a few minutes? Look in your spam folder, or send it again.</Notice>
      </div>
      <div className="login-form__fields">
        <Button
          size="lg"
          block
          icon={<MailIcon size={18} />}
          onClick={() => void resend()}
          loading={busy === 'send'}
          disabled={busy !== null}
        >
          Resend verification email
        </Button>
        <Button
          variant="secondary"
          size="lg"
          block
          onClick={() => void checkAgain()}
          loading={busy === 'check'}
          disabled={busy !== null}
        >
          I have verified, check again
        </Button>
        <p className="login-form__status" role="status" ref={statusRef}>
          {status}
        </p>
      </div>
      <p className="login-form__switch">
        Not your account?{' '}
        <Button variant="ghost" size="sm" onClick={() => void switchAccount()} disabled={busy !== null}>
          Use another account
        </Button>
      </p>
    </div>
  );
}
