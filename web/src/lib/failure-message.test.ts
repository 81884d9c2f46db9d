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
      refusal: true,
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
      refusal: true,
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

  // docs/product.md §2 "Where refusals appear": a refusal goes beside its control, a failure on the way in a toast.
  it.each([
    ['permission-denied', 'This download link has expired. Download again from My builds.'],
    ['failed-precondition', 'This file is available after payment.'],
    ['invalid-argument', 'Paste the SHA-256 Play Console shows.'],
    ['not-found', 'This file is not part of your request.'],
    ['resource-exhausted', 'You can export a key at most 5 times a day.'],
  ])('calls a %s with a sentence a refusal', (code, message) => {
    expect(describeFailure(Object.assign(new Error(message), { code: `functions/${code}` }), FALLBACK)).toEqual({
      message,
      field: null,
      auth: false,
      refusal: true,
    });
  });

  it.each([
    ['a network failure of a callable', Object.assign(new Error('internal'), { code: 'functions/internal' })],
    ['an unavailable server', Object.assign(new Error('unavailable'), { code: 'functions/unavailable' })],
    [
      "an unavailable server's own sentence",
      Object.assign(new Error('The server is restarting. Please try again in a moment.'), {
        code: 'functions/unavailable',
      }),
    ],
    ['a refusal code without a sentence', Object.assign(new Error('not-found'), { code: 'functions/not-found' })],
    ['a failed fetch', new TypeError('Failed to fetch')],
    ['the identity service out of reach', { code: 'auth/network-request-failed' }],
  ])('does not call %s a refusal', (_label, error) => {
    expect(describeFailure(error, FALLBACK).refusal).toBe(false);
  });

  it('calls a database refusal and a wrong password refusals', () => {
    expect(describeFailure(new Error('permission_denied at /x'), FALLBACK).refusal).toBe(true);
    expect(describeFailure({ code: 'auth/wrong-password' }, FALLBACK).refusal).toBe(true);
  });
});
