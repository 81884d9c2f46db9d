import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { InAppBrowserNotice } from '@/components/in-app-browser-notice';
import { Logo } from '@/components/logo';
import { CheckIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { type AuthMode, LoginForm, authMessages } from '@/features/auth';
import { useSession } from '@/lib/auth/session';
import { peekSignInIntent, signInIntentReason } from '@/lib/sign-in-intent';
import { hostOf } from '@/lib/url';
import type { LoginNotice } from '../guards';
import './login.css';

function modeFrom(value: string | null): AuthMode {
  return value === 'signup' || value === 'reset' ? value : 'login';
}

const benefits = [
  'Free signed APK for any website',
  'Live tracking of every request',
  'Pay securely in INR with Razorpay',
];

export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const mode = modeFrom(params.get('mode'));
  const notice = (location.state as LoginNotice | null)?.notice === 'unverified' ? authMessages.unverified : null;
  const { session } = useSession();
  // After sign-up the account stays signed in, unverified, so /profile can resend the email.
  const [intent] = useState(peekSignInIntent);
  const pendingEmail = session.status === 'signed-in' && !session.user.emailVerified ? session.user.email : null;
  return (
    <div className="login-page">
      <title>{`${mode === 'signup' ? 'Sign Up' : mode === 'reset' ? 'Reset password' : 'Login'} · ${brand.name}`}</title>
      <div className="login-page__panel">
        <aside className="login-page__aside" aria-label={`Why ${brand.name}`}>
          <Logo tone="on-ink" />
          <p className="login-page__pitch">Your website, as a signed Android app, in seconds.</p>
          <ul>
            {benefits.map((item) => (
              <li key={item}>
                <CheckIcon size={16} />
                {item}
              </li>
            ))}
          </ul>
        </aside>
        <div className="login-page__form">
          <InAppBrowserNotice place="before-sign-in" className="login-page__in-app" />
          {intent && mode !== 'reset' ? (
            <div className="login-page__intent" data-testid="sign-in-reason">
              <Notice tone="info">
                {signInIntentReason(intent, intent.kind === 'generate' ? hostOf(intent.url) : null)}
              </Notice>
            </div>
          ) : null}
          <LoginForm key={notice ?? 'none'} mode={mode} initialError={notice} />
          {pendingEmail && mode === 'login' ? (
            <div className="login-page__pending">
              <Notice tone="info">
                {pendingEmail} is not verified yet. Open the link we emailed you, then log in. No email?{' '}
                <Link to={paths.profile}>Resend it from your profile</Link>.
              </Notice>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
