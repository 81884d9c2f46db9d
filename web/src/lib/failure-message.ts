import {
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
}

// "Firebase: Error (auth/wrong-password)." and "Firebase: Password should be at least 6 characters
// (auth/weak-password)." carry their code only in the text when the error was rethrown as a plain Error.
const FIREBASE_TEXT = /^Firebase:.*\((auth\/[a-z-]+)\)/;

/** The Realtime Database's refusal of a read or a listener ("permission_denied at /requests: Client doesn't..."). */
const DATABASE_REFUSED = /^permission_denied\b/i;
const DATABASE_REFUSED_MESSAGE = 'You do not have access to this. Sign in again with an account that does.';

/** Machine words that are no sentence: "internal", "permission-denied", "functions/unavailable". */
const BARE_CODE = /^[a-z/-]+$/;

export function describeFailure(
  error: unknown,
  fallback: string,
  context: AuthErrorContext = 'sign-in',
): FailureMeaning {
  const code = authErrorCode(error);
  const text = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  const authCode = code?.startsWith('auth/') ? code : (FIREBASE_TEXT.exec(text)?.[1] ?? null);
  if (authCode) return { ...describeAuthError({ code: authCode }, context), auth: true };
  if (DATABASE_REFUSED.test(text)) return { message: DATABASE_REFUSED_MESSAGE, field: null, auth: false };
  if (!text || BARE_CODE.test(text) || text.startsWith('Firebase:'))
    return { message: fallback, field: null, auth: false };
  return { message: text, field: null, auth: false };
}

/** The sentence alone (see describeFailure). */
export function failureMessage(error: unknown, fallback: string, context?: AuthErrorContext): string {
  return describeFailure(error, fallback, context).message;
}
