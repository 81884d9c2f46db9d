import {
  authErrorMessages,
  type AuthErrorContext,
  type AuthErrorMeaning,
  authErrorCode,
  describeAuthError,
} from './auth/auth-error-message';

/**
 * What to show a person for any failure, in one place (docs/product.md §8): a Firebase Auth error in plain words
 * (lib/auth/auth-error-message.ts: never "Firebase: Error (auth/...)"), the server's own sentence when it wrote one
 * for people (our callables' and API's messages are), and `fallback` for everything else: a bare code such as
 * "internal" (how a callable reports a network failure), a provider's text, an empty message.
 */
export interface FailureMeaning {
  message: string;
  /** For an Auth failure: the field it belongs beside (the password for wrong credentials), else null. */
  field: AuthErrorMeaning['field'];
  /** Whether it came from the identity service (a wrong password...) rather than our server. */
  auth: boolean;
  /**
   * A refusal: the server (or the identity service) looked at the action and said no, in a sentence (an HttpsError
   * such as permission-denied, failed-precondition, invalid-argument, not-found, resource-exhausted). Pressing again
   * cannot change it, so it goes beside its control, never in a "try again" toast (docs/product.md §2 "Where refusals
   * appear"). False for a failure on our side or on the way (network, unavailable, internal, a crash).
   */
  refusal: boolean;
}

// "Firebase: Error (auth/wrong-password)." and "Firebase: Password should be at least 6 characters
// (auth/weak-password)." carry their code only in the text when the error was rethrown as a plain Error.
const FIREBASE_TEXT = /^Firebase:.*\((auth\/[a-z-]+)\)/;

/** The Realtime Database's refusal of a read or a listener ("permission_denied at /requests: Client doesn't..."). */
const DATABASE_REFUSED = /^permission_denied\b/i;
const DATABASE_REFUSED_MESSAGE = 'You do not have access to this. Sign in again with an account that does.';

/** Machine words that are no sentence: "internal", "permission-denied", "functions/unavailable", "PERMISSION_DENIED". */
const BARE_CODE = /^[a-z/_-]+$/i;

/** The callable codes (functions/<code>) that mean "no" rather than "not now": the server's refusals. */
const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'permission-denied',
  'failed-precondition',
  'invalid-argument',
  'not-found',
  'resource-exhausted',
  'already-exists',
  'out-of-range',
  'unauthenticated',
]);

/** Auth failures that are the way's, not the person's: worth another try as they are. */
const AUTH_TRANSIENT: ReadonlySet<string> = new Set([
  'auth/network-request-failed',
  'auth/internal-error',
  'auth/timeout',
]);

export function describeFailure(
  error: unknown,
  fallback: string,
  context: AuthErrorContext = 'sign-in',
): FailureMeaning {
  const code = authErrorCode(error);
  const text = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  const authCode = code?.startsWith('auth/') ? code : (FIREBASE_TEXT.exec(text)?.[1] ?? null);
  if (authCode) {
    const meaning = describeAuthError({ code: authCode }, context);
    return {
      ...meaning,
      auth: true,
      refusal: !AUTH_TRANSIENT.has(authCode) && meaning.message !== authErrorMessages.fallback,
    };
  }
  if (DATABASE_REFUSED.test(text))
    return { message: DATABASE_REFUSED_MESSAGE, field: null, auth: false, refusal: true };
  if (!text || BARE_CODE.test(text) || text.startsWith('Firebase:'))
    return { message: fallback, field: null, auth: false, refusal: false };
  const refusal = code?.startsWith('functions/') === true && REFUSAL_CODES.has(code.slice('functions/'.length));
  return { message: text, field: null, auth: false, refusal };
}

/** The sentence alone (see describeFailure). */
export function failureMessage(error: unknown, fallback: string, context?: AuthErrorContext): string {
  return describeFailure(error, fallback, context).message;
}
