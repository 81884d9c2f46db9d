import { HttpsError } from 'firebase-functions/https';

/** Who is calling, as read from a verified Firebase ID token (callable `request.auth.token` or verifyIdToken). */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** 'password', 'google.com', ... (`firebase.sign_in_provider` in the token). */
  signInProvider: string | null;
  /** When the user last signed in (seconds), not when the token was refreshed. */
  authTimeSeconds: number;
  /** The `support` custom claim (docs/api.md "Support console"): set only by `npm run ops -- grant`. */
  support: boolean;
}

/** The claims we read; both the callable's decoded token and the admin SDK's DecodedIdToken have them. */
export interface TokenClaims {
  uid?: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  auth_time?: number;
  firebase?: { sign_in_provider?: string };
  support?: unknown;
}

export function callerFromClaims(claims: TokenClaims): Caller {
  const uid = claims.uid ?? claims.sub;
  if (!uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  return {
    uid,
    email: claims.email ?? null,
    emailVerified: claims.email_verified === true,
    signInProvider: claims.firebase?.sign_in_provider ?? null,
    authTimeSeconds: typeof claims.auth_time === 'number' ? claims.auth_time : 0,
    support: claims.support === true,
  };
}

/** For callables: `request.auth` is undefined when the caller sent no (valid) ID token. */
export function requireCaller(auth: { token: TokenClaims; uid: string } | undefined): Caller {
  if (!auth) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  return callerFromClaims({ ...auth.token, uid: auth.uid });
}

/** docs/product.md §4, §6: email/password accounts must verify their email first; Google accounts are verified by Google. */
export function requireVerifiedEmail(caller: Caller): void {
  if (caller.signInProvider === 'password' && !caller.emailVerified) {
    throw new HttpsError(
      'permission-denied',
      'Please verify your email to continue. Check your inbox for a verification link.',
    );
  }
}

/**
 * Destructive actions (account deletion) require a recent sign-in, so a stolen long-lived session
 * cannot erase an account: the client re-authenticates just before calling (docs/product.md §7).
 */
const RECENT_LOGIN_SECONDS = 5 * 60;

export function requireRecentLogin(caller: Caller, nowMs: number): void {
  if (nowMs / 1000 - caller.authTimeSeconds > RECENT_LOGIN_SECONDS) {
    throw new HttpsError('failed-precondition', 'Please sign in again to confirm, then retry.');
  }
}
