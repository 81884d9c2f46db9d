import { describe, expect, it, vi } from 'vitest';
import { FakeAuth } from '../../__tests__/fakes/fake-auth.js';
import { apiRequest, caller, NOW } from '../../__tests__/fixtures.js';
import { requireBearerCaller } from './bearer.js';
import {
  callerFromClaims,
  requireCaller,
  requireRecentLogin,
  requireVerifiedCaller,
  requireVerifiedEmail,
  verifiedCallable,
} from './caller.js';

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

describe('caller', () => {
  it('reads uid, email, verification, provider and auth_time from token claims', () => {
    expect(
      callerFromClaims({
        sub: 'u1',
        email: 'a@b.co',
        email_verified: true,
        auth_time: 123,
        firebase: { sign_in_provider: 'google.com' },
      }),
    ).toEqual({
      uid: 'u1',
      email: 'a@b.co',
      emailVerified: true,
      signInProvider: 'google.com',
      authTimeSeconds: 123,
      support: false,
    });
    expect(callerFromClaims({ sub: 'u1', support: true }).support).toBe(true);
    expect(callerFromClaims({ sub: 'u1', support: 'yes' }).support).toBe(false);
    expect(codeOf(() => callerFromClaims({}))).toBe('unauthenticated');
    expect(codeOf(() => requireCaller(undefined))).toBe('unauthenticated');
    expect(requireCaller({ uid: 'u2', token: {} }).uid).toBe('u2');
  });

  it('requires a verified email whatever the provider', () => {
    expect(codeOf(() => requireVerifiedEmail(caller('a')))).toBe('ok');
    expect(codeOf(() => requireVerifiedEmail(caller('a', { signInProvider: 'google.com' })))).toBe('ok');
    for (const signInProvider of ['password', 'google.com', 'github.com', 'custom', 'anonymous', 'phone']) {
      expect(codeOf(() => requireVerifiedEmail(caller('a', { emailVerified: false, signInProvider })))).toBe(
        'permission-denied',
      );
    }
    expect(codeOf(() => requireVerifiedEmail(caller('a', { email: null })))).toBe('permission-denied');
    expect(codeOf(() => requireVerifiedCaller(undefined))).toBe('unauthenticated');
    expect(codeOf(() => requireVerifiedCaller({ uid: 'u', token: { email: 'u@x.in' } }))).toBe('permission-denied');
    expect(requireVerifiedCaller({ uid: 'u', token: { email: 'u@x.in', email_verified: true } }).uid).toBe('u');
  });

  it('requires a sign-in within the last five minutes for destructive actions', () => {
    const recent = caller('a', { authTimeSeconds: NOW / 1000 - 299 });
    const stale = caller('a', { authTimeSeconds: NOW / 1000 - 301 });
    expect(codeOf(() => requireRecentLogin(recent, NOW))).toBe('ok');
    expect(codeOf(() => requireRecentLogin(stale, NOW))).toBe('failed-precondition');
  });

  it('verifiedCallable refuses before it builds the dependencies, then hands the handler the caller and the data', () => {
    const deps = vi.fn(() => ({ db: 'connected' }));
    const handler = vi.fn(
      (d: { db: string }, who: { uid: string }, data: unknown, _origin?: string) =>
        `${d.db}:${who.uid}:${String(data)}`,
    );
    const callable = verifiedCallable(deps, handler);
    expect(codeOf(() => callable({ data: 'x' }))).toBe('unauthenticated');
    expect(codeOf(() => callable({ auth: { uid: 'u', token: { email: 'u@x.in' } }, data: 'x' }))).toBe(
      'permission-denied',
    );
    // A refused caller costs no database connection and reads no secret.
    expect(deps).not.toHaveBeenCalled();
    expect(handler).not.toHaveBeenCalled();
    const verified = { uid: 'u', token: { email: 'u@x.in', email_verified: true } };
    expect(callable({ auth: verified, data: 'payload' })).toBe('connected:u:payload');
    expect(deps).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]![1]).toMatchObject({ uid: 'u', email: 'u@x.in', emailVerified: true });
    // The request's Origin goes along (the upload callables sign their URL for that page); none without a raw request.
    expect(handler.mock.calls[0]![3]).toBeUndefined();
    callable({ auth: verified, data: 'payload', rawRequest: { headers: { origin: 'http://localhost:5000' } } });
    expect(handler.mock.calls[1]![3]).toBe('http://localhost:5000');
  });
});

describe('requireBearerCaller', () => {
  const auth = new FakeAuth();
  const token = auth.signIn('u1');

  async function codeOfAsync(authorization: string | undefined): Promise<string> {
    try {
      return (await requireBearerCaller(auth, apiRequest({ headers: authorization ? { authorization } : {} }))).uid;
    } catch (error) {
      return (error as { code: string }).code;
    }
  }

  it('accepts a valid Bearer token and refuses anything else with unauthenticated', async () => {
    expect(await codeOfAsync(`Bearer ${token}`)).toBe('u1');
    expect(await codeOfAsync(`bearer ${token}`)).toBe('u1');
    expect(await codeOfAsync(undefined)).toBe('unauthenticated');
    expect(await codeOfAsync(token)).toBe('unauthenticated');
    expect(await codeOfAsync('Bearer ')).toBe('unauthenticated');
    expect(await codeOfAsync('Bearer not-a-token')).toBe('unauthenticated');
  });

  it('lets infrastructure failures through instead of blaming the caller', async () => {
    const failing = {
      verifyIdToken: async () => Promise.reject(Object.assign(new Error('offline'), { code: 'app/network-error' })),
      deleteUser: async () => undefined,
    };
    await expect(requireBearerCaller(failing, apiRequest({ headers: { authorization: 'Bearer x' } }))).rejects.toThrow(
      'offline',
    );
  });
});
