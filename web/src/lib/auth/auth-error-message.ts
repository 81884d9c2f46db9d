/**
 * What a Firebase Auth failure means, in plain words (docs/product.md §8 "Sign-in errors"). The identity service's
 * own text ("Firebase: Error (auth/wrong-password).") means nothing to a person, and telling "no such account"
 * apart from "wrong password" would reveal which emails have accounts, so both read "Wrong email or password.".
 * `field` says which form field the message belongs beside; null means the whole form.
 */
export interface AuthErrorMeaning {
  message: string;
  field: 'email' | 'password' | null;
}

/** Sign-in and sign-up, or re-entering the password of the signed-in account (account deletion). */
export type AuthErrorContext = 'sign-in' | 'reauthenticate';

export const authErrorMessages = {
  wrongCredentials: 'Wrong email or password.',
  wrongPassword: 'Wrong password.',
  emailInUse: 'An account with this email already exists. Log in, or reset your password.',
  tooManyRequests: 'Too many attempts. Wait a few minutes and try again, or reset your password.',
  popupClosed: 'The Google window was closed before sign-in finished. Try again.',
  popupBlocked: 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  networkFailed: 'We could not reach the sign-in service. Check your connection and try again.',
  unauthorizedDomain: 'Google sign-in is not enabled on this address. Open the site from its usual address.',
  recentLogin: 'For your safety, sign in again, then repeat this.',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must be at least 6 characters long',
  userDisabled: 'This account is disabled. Contact support.',
  fallback: 'Something went wrong. Please try again.',
} as const;

/** The provider's error code ('auth/wrong-password'), from a FirebaseError or anything shaped like one. */
export function authErrorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return null;
}

export function describeAuthError(error: unknown, context: AuthErrorContext = 'sign-in'): AuthErrorMeaning {
  const credentials =
    context === 'reauthenticate'
      ? { message: authErrorMessages.wrongPassword, field: 'password' as const }
      : { message: authErrorMessages.wrongCredentials, field: 'password' as const };
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-mismatch':
      return credentials;
    case 'auth/email-already-in-use':
      return { message: authErrorMessages.emailInUse, field: 'email' };
    case 'auth/invalid-email':
      return { message: authErrorMessages.invalidEmail, field: 'email' };
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return { message: authErrorMessages.weakPassword, field: 'password' };
    case 'auth/too-many-requests':
      return { message: authErrorMessages.tooManyRequests, field: null };
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return { message: authErrorMessages.popupClosed, field: null };
    case 'auth/popup-blocked':
      return { message: authErrorMessages.popupBlocked, field: null };
    case 'auth/network-request-failed':
      return { message: authErrorMessages.networkFailed, field: null };
    case 'auth/unauthorized-domain':
      return { message: authErrorMessages.unauthorizedDomain, field: null };
    case 'auth/requires-recent-login':
      return { message: authErrorMessages.recentLogin, field: null };
    case 'auth/user-disabled':
      return { message: authErrorMessages.userDisabled, field: null };
    default:
      return { message: authErrorMessages.fallback, field: null };
  }
}
