import { describe, expect, it } from 'vitest';
import { describeFailure, failureMessage } from './failure-message';

const FALLBACK = 'Something went wrong. Please try again.';

describe('describeFailure (docs/product.md §8: no raw provider text on any screen)', () => {
  it('turns a Firebase Auth error into plain words beside its field', () => {
    const wrong = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' });
    expect(describeFailure(wrong, FALLBACK, 'reauthenticate')).toEqual({
      message: 'Wrong password.',
      field: 'password',
      auth: true,
    });
    expect(describeFailure(wrong, FALLBACK).message).toBe('Wrong email or password.');
  });

  it('reads the code out of a rethrown Firebase text that lost its code', () => {
    expect(failureMessage(new Error('Firebase: Error (auth/too-many-requests).'), FALLBACK)).toBe(
      'Too many attempts. Wait a few minutes and try again, or reset your password.',
    );
    expect(failureMessage(new Error('Firebase: Error (auth/some-new-code).'), FALLBACK)).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it("keeps our server's own sentence", () => {
    const refusal = Object.assign(new Error('You can export a key at most 5 times a day.'), {
      code: 'functions/resource-exhausted',
    });
    expect(describeFailure(refusal, FALLBACK)).toEqual({
      message: 'You can export a key at most 5 times a day.',
      field: null,
      auth: false,
    });
  });

  it.each([
    [
      'a bare code (a network failure of a callable)',
      Object.assign(new Error('internal'), { code: 'functions/internal' }),
    ],
    ['an empty message', new Error('')],
    ['a Firebase text without a code', new Error('Firebase: something broke')],
    ['not an error at all', { weird: true }],
  ])('falls back for %s', (_label, error) => {
    expect(failureMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it("says a database refusal in plain words, not the database's own text", () => {
    expect(
      failureMessage(
        new Error("permission_denied at /requests: Client doesn't have permission to access the desired data."),
        FALLBACK,
      ),
    ).toBe('You do not have access to this. Sign in again with an account that does.');
  });
});
