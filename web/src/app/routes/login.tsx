import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { InAppBrowserNotice } from '@/components/in-app-browser-notice';
import { Logo } from '@/components/logo';
import { CheckIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { brand } from '@/config/brand';
import { type AuthMode, LoginForm, VerifyEmailPanel, authMessages } from '@/features/auth';
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
  const [intent] = useState(peekSignInIntent);
  // A login refused for an unverified email: the account stays signed in, and the page says what to do next.
  const [refused, setRefused] = useState(false);
  // After sign-up or an unverified login the account is signed in but not verified: no login form for it, but what
  // to do next (docs/product.md §2 "Login screen"). The reset mode stays reachable for anyone.
  const waiting = session.status === 'signed-in' && !session.user.emailVerified && mode !== 'reset';
  const pendingEmail = session.status === 'signed-in' ? session.user.email : null;
  return (
    <div className="login-page">
      <title>{`${waiting ? 'Verify your email' : mode === 'signup' ? 'Sign Up' : mode === 'reset' ? 'Reset password' : 'Login'} · ${brand.name}`}</title>
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
          {waiting ? (
            <VerifyEmailPanel email={pendingEmail} refusal={refused ? authMessages.unverified : notice} />
          ) : (
            <LoginForm key={notice ?? 'none'} mode={mode} onUnverified={() => setRefused(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
