import type { Auth } from 'firebase-admin/auth';
import type { TokenClaims } from './callers/caller.js';

/** The slice of Firebase Auth the functions use, as a port for tests. */
export interface AuthPort {
  /**
   * Resolves the token's claims; rejects when the token is invalid or expired, or its user was deleted, disabled
   * or signed out everywhere (an ID token stays valid for up to an hour after that otherwise).
   */
  verifyIdToken(idToken: string): Promise<TokenClaims>;
  /** Deletes the auth user; a user that no longer exists counts as deleted. */
  deleteUser(uid: string): Promise<void>;
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 'auth/user-not-found'
  );
}

export function adminAuth(auth: Auth): AuthPort {
  return {
    async verifyIdToken(idToken) {
      // checkRevoked: one Auth lookup per call, so a deleted account cannot keep building (and leave data behind).
      return auth.verifyIdToken(idToken, true);
    },
    async deleteUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}
