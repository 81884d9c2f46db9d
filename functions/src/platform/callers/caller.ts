import { HttpsError } from 'firebase-functions/https';

/** Who is calling, as read from a verified Firebase ID token (callable `request.auth.token` or verifyIdToken). */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** 'password', 'google.com', 'anonymous', 'phone', 'custom'... (`firebase.sign_in_provider` in the token). */
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
  support?: unknown;
  firebase?: { sign_in_provider?: string };
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

/** docs/product.md §5 "Unverified email on login", said by the server too. */
export const VERIFY_EMAIL_MESSAGE = 'Please verify your email to continue. Check your inbox for a verification link.';
/** A token without any email (anonymous, phone, most custom tokens): there is nothing to verify. */
export const EMAIL_REQUIRED_MESSAGE = 'Please sign in with a verified email address to continue.';

/**
 * THE verified-email rule (docs/api.md "Who may call"), the same one the database rules apply: the token must say
 * `email_verified: true`, whatever the provider. Anonymous, phone, GitHub and custom tokens carry no verified email
 * (a GitHub account's email is unverified from Firebase's point of view), so they are refused like an unverified
 * email/password account; Google's tokens carry `email_verified: true` for Gmail and verified Workspace addresses.
 */
export function requireVerifiedEmail(caller: Caller): void {
  if (caller.emailVerified && caller.email) return;
  throw new HttpsError('permission-denied', caller.email ? VERIFY_EMAIL_MESSAGE : EMAIL_REQUIRED_MESSAGE);
}

/**
 * A callable's caller, signed in with a verified email: what every callable but deleteAccount starts with (the
 * support console's callables then check the `support` claim too, support/require-support.ts).
 */
export function requireVerifiedCaller(auth: { token: TokenClaims; uid: string } | undefined): Caller {
  const caller = requireCaller(auth);
  requireVerifiedEmail(caller);
  return caller;
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

/**
 * A callable's body for the common shape: the verified caller first, then the dependencies, then the handler. The order
 * is the point (docs/api.md "Who may call"): a refused caller costs no database connection and reads no secret. The
 * request's Origin goes along for the handlers that sign an upload for the page that asked (CORS on the signed URL).
 */
export function verifiedCallable<D, R>(
  deps: () => D,
  handler: (deps: D, caller: Caller, data: unknown, origin: string | undefined) => R,
) {
  return (request: {
    auth?: { token: TokenClaims; uid: string };
    data: unknown;
    rawRequest?: { headers: { origin?: string | undefined } };
  }): R => {
    const caller = requireVerifiedCaller(request.auth);
    return handler(deps(), caller, request.data, request.rawRequest?.headers.origin);
  };
}
