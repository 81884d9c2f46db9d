import { describe, expect, it } from 'vitest';
import { authErrorMessages, describeAuthError } from './auth-error-message';

const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('describeAuthError', () => {
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    'says only "Wrong email or password." for %s, beside the password',
    (code) => {
      expect(describeAuthError(failure(code))).toEqual({ message: 'Wrong email or password.', field: 'password' });
    },
  );

  it('says "Wrong password." when the signed-in account re-enters its password', () => {
    expect(describeAuthError(failure('auth/wrong-password'), 'reauthenticate')).toEqual({
      message: 'Wrong password.',
      field: 'password',
    });
  });

  it.each([
    ['auth/email-already-in-use', authErrorMessages.emailInUse, 'email'],
    ['auth/too-many-requests', authErrorMessages.tooManyRequests, null],
    ['auth/popup-closed-by-user', authErrorMessages.popupClosed, null],
    ['auth/popup-blocked', authErrorMessages.popupBlocked, null],
    ['auth/network-request-failed', authErrorMessages.networkFailed, null],
    ['auth/unauthorized-domain', authErrorMessages.unauthorizedDomain, null],
    ['auth/requires-recent-login', authErrorMessages.recentLogin, null],
  ])('has a plain sentence for %s', (code, message, field) => {
    expect(describeAuthError(failure(code))).toEqual({ message, field });
  });

  it('never shows the provider text, even for codes it does not know', () => {
    const meaning = describeAuthError(failure('auth/internal-error'));
    expect(meaning.message).toBe('Something went wrong. Please try again.');
    expect(describeAuthError(new Error('boom')).message).not.toContain('Firebase');
  });
});
