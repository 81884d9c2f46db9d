import type { ReactNode } from 'react';
import { type Session, SessionContext, type SessionUser } from '@/lib/auth/session';

export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'user-1',
    email: 'asha@example.com',
    emailVerified: true,
    displayName: 'Asha',
    providerIds: ['password'],
    ...overrides,
  };
}

export const signedIn = (overrides: Partial<SessionUser> = {}): Session => ({
  status: 'signed-in',
  user: fakeUser(overrides),
});
export const signedOut: Session = { status: 'signed-out' };

/** Provides a fixed session instead of Firebase Auth. */
export function FakeSession({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={{ session, refresh: async () => {} }}>{children}</SessionContext>;
}
