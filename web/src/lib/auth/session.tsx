import type { User } from 'firebase/auth';
import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { loadAuth } from './load-auth';
import { rememberVerifiedSession } from './session-hint';
import { verificationMessages } from './verification-messages';
import { useVerificationWatch } from './verification-watch';

/** What the UI needs to know about the signed-in user (docs/product.md §3 "Current user"). */
export interface SessionUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  /** 'password' and/or 'google.com'. */
  providerIds: readonly string[];
}

export type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

export interface SessionContextValue {
  session: Session;
  /** Reloads the user from the identity service (e.g. after the email was verified elsewhere). */
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

function toSession(user: User | null): Session {
  return user ? { status: 'signed-in', user: toSessionUser(user) } : { status: 'signed-out' };
}

// Users whose token was already refreshed once for the verified claim (guards against a loop).
const claimSynced = new Set<string>();

/**
 * The user record says "verified" as soon as it is reloaded, but the ID token keeps the old
 * email_verified claim until it is refreshed, and the database rules and the API read the token.
 */
async function syncVerifiedClaim(user: User): Promise<void> {
  if (!user.emailVerified || claimSynced.has(user.uid)) return;
  const { claims } = await user.getIdTokenResult();
  if (claims.email_verified === true) return;
  claimSynced.add(user.uid);
  await user.getIdToken(true);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let unsubscribe: (() => void) | undefined;
    // The SDK loads after the first paint (load-auth.ts); until it answers the session is 'loading'.
    loadAuth()
      .then((auth) => {
        if (!live) return;
        // onIdTokenChanged (not onAuthStateChanged) so a refreshed token after verification updates the UI.
        unsubscribe = auth.onIdTokenChanged((user) => {
          setSession(toSession(user));
          rememberVerifiedSession(user?.emailVerified === true);
          if (user) {
            syncVerifiedClaim(user).catch((error: unknown) =>
              console.warn('Could not refresh the sign-in token', error),
            );
          }
        });
      })
      .catch((error: unknown) => {
        // The SDK's chunk did not load (offline, a deploy replaced it): nobody can be signed in on this page.
        console.error('Could not load sign-in', error);
        if (live) setSession({ status: 'signed-out' });
      });
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);

  const refresh = useCallback(async () => {
    const auth = await loadAuth();
    if (!auth.currentUser) return;
    await auth.currentUser.reload();
    await syncVerifiedClaim(auth.currentUser);
    setSession(toSession(auth.currentUser));
    rememberVerifiedSession(auth.currentUser.emailVerified);
  }, []);

  // An unverified account is watched until its email is verified (in another tab, on the phone): then the guards
  // open what it waited for, and the person is told why the page moved.
  const waiting = session.status === 'signed-in' && !session.user.emailVerified;
  useVerificationWatch(waiting, refresh);
  const waitedFor = useRef<string | null>(null);
  useEffect(() => {
    if (session.status !== 'signed-in') waitedFor.current = null;
    else if (!session.user.emailVerified) waitedFor.current = session.user.uid;
    else if (waitedFor.current === session.user.uid) {
      waitedFor.current = null;
      toast.success(verificationMessages.verified);
    }
  }, [session]);

  const value = useMemo(() => ({ session, refresh }), [session, refresh]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user, for components that only render behind a guard. */
export function useSignedInUser(): SessionUser {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in session');
  return session.user;
}

export function isPasswordAccount(user: SessionUser): boolean {
  return user.providerIds.includes('password');
}

export function isGoogleAccount(user: SessionUser): boolean {
  return user.providerIds.includes('google.com');
}
