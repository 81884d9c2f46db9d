// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maybeVerifiedSession, rememberVerifiedSession } from './session-hint';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('session hint', () => {
  it('is off in a browser that never had a verified user', () => {
    expect(maybeVerifiedSession()).toBe(false);
  });

  it('remembers a verified session and forgets it on sign-out', () => {
    rememberVerifiedSession(true);
    expect(maybeVerifiedSession()).toBe(true);
    rememberVerifiedSession(false);
    expect(maybeVerifiedSession()).toBe(false);
  });

  it('stores a flag only, nothing about the user', () => {
    rememberVerifiedSession(true);
    expect(Object.entries(window.localStorage)).toEqual([['apkforge.verifiedSession', '1']]);
  });

  it('assumes a session when storage cannot be read, so a customer is never shown the home page by mistake', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(maybeVerifiedSession()).toBe(true);
  });

  it('keeps working when storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberVerifiedSession(true)).not.toThrow();
  });
});
