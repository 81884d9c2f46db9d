import { Navigate, Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';

/** Location state a guard leaves for the login page. */
export interface LoginNotice {
  notice: 'unverified';
}

/**
 * Spec §4 access rule: signed-out visitors go to /; an unverified email goes to /login with the
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

/** Spec §2: a signed-in user with a verified email is sent from /login to /dashboard. */
export function RedirectVerifiedUser() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in' && session.user.emailVerified) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Spec §2: / sends signed-in users to /dashboard; everyone else sees the converter home. */
export function HomeGate() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
