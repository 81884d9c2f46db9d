import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { maybeVerifiedSession } from '@/lib/auth/session-hint';
import { useLandingPath, useSupportClaim } from '@/lib/auth/support-claim';
import { toast } from '@/lib/toast';

/** Location state a guard leaves for the login page. */
export interface LoginNotice {
  notice: 'unverified';
}

/**
 * docs/product.md §4 access rule: signed-out visitors go to /; an unverified email goes to /login with the
 * error, except where `verified` is false (/profile).
 */
export function RequireSession({ verified }: { verified: boolean }) {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <Navigate to={paths.home} replace />;
  if (verified && !session.user.emailVerified) {
    const state: LoginNotice = { notice: 'unverified' };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Where a signed-in, verified user goes from / and /login: the dashboard, or /ops for support (lib/auth/support-claim.ts). */
function ToLanding({ uid }: { uid: string }) {
  const landing = useLandingPath(uid);
  return landing ? <Navigate to={landing} replace /> : <PageLoader />;
}

/** docs/product.md §2: a signed-in user with a verified email is sent from /login to /dashboard (support: /ops). */
export function RedirectVerifiedUser() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in' && session.user.emailVerified) return <ToLanding uid={session.user.uid} />;
  return <Outlet />;
}

/**
 * docs/product.md §2: / sends signed-in users to /dashboard; everyone else sees the converter home. An account whose email is
 * not verified yet stays on the home page: /dashboard would only bounce it to /login (docs/product.md §2).
 * While Auth is still reading its storage, a browser with no verified user last time shows the home page at once
 * (lib/auth/session-hint.ts): it is the page's largest paint, and a visitor should not wait on a spinner for it.
 */
export function HomeGate() {
  const { session } = useSession();
  if (session.status === 'loading') return maybeVerifiedSession() ? <PageLoader /> : <Outlet />;
  if (session.status === 'signed-in' && session.user.emailVerified) return <ToLanding uid={session.user.uid} />;
  return <Outlet />;
}

/** What a visitor without the support claim is told when they open /ops (docs/product.md "Support console"). */
const NOT_SUPPORT_NOTICE = 'The support console is only for the Apkforge support team.';

function RefuseToHome() {
  useEffect(() => {
    toast.error(NOT_SUPPORT_NOTICE);
  }, []);
  return <Navigate to={paths.home} replace />;
}

/**
 * /ops: only with the `support` claim. The console's code is loaded by the child only once the claim is confirmed,
 * so a customer (or a signed-out visitor) never downloads it.
 */
export function RequireSupport({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const claim = useSupportClaim(session.status === 'signed-in' ? session.user.uid : null);
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <RefuseToHome />;
  if (claim === 'checking') return <PageLoader />;
  if (claim !== 'support') return <RefuseToHome />;
  return <>{children}</>;
}
