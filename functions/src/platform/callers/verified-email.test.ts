import { describe, expect, it } from 'vitest';
import { FakeAuth } from '../../__tests__/fakes/fake-auth.js';
import { apiRequest } from '../../__tests__/fixtures.js';
import { buildsRoutes, type BuildsDeps } from '../../builds/builds-function.js';
// eslint-disable-next-line zones/imports -- this test walks every deployed callable, so it reads the wiring
import * as deployed from '../../index.js';
import { EMAIL_REQUIRED_MESSAGE, VERIFY_EMAIL_MESSAGE, type TokenClaims } from './caller.js';

// One verified-email rule for every function, whatever the provider. Each token below is what
// Firebase Auth puts in an ID token for that kind of account; none of them carries a verified email.
const UNVERIFIED_TOKENS: Record<string, { claims: TokenClaims & Record<string, unknown>; message: string }> = {
  anonymous: { claims: { firebase: { sign_in_provider: 'anonymous' } }, message: EMAIL_REQUIRED_MESSAGE },
  phone: {
    claims: { phone_number: '+919876543210', firebase: { sign_in_provider: 'phone' } },
    message: EMAIL_REQUIRED_MESSAGE,
  },
  github: {
    claims: { email: 'octo@example.com', email_verified: false, firebase: { sign_in_provider: 'github.com' } },
    message: VERIFY_EMAIL_MESSAGE,
  },
  custom: { claims: { firebase: { sign_in_provider: 'custom' } }, message: EMAIL_REQUIRED_MESSAGE },
  'custom with an unverified email': {
    claims: { email: 'minted@example.com', firebase: { sign_in_provider: 'custom' } },
    message: VERIFY_EMAIL_MESSAGE,
  },
  'email/password, not verified': {
    claims: { email: 'new@example.com', email_verified: false, firebase: { sign_in_provider: 'password' } },
    message: VERIFY_EMAIL_MESSAGE,
  },
  'Google, not verified': {
    claims: { email: 'someone@corp.example', email_verified: false, firebase: { sign_in_provider: 'google.com' } },
    message: VERIFY_EMAIL_MESSAGE,
  },
  'verified flag without an email': {
    claims: { email_verified: true, firebase: { sign_in_provider: 'custom' } },
    message: EMAIL_REQUIRED_MESSAGE,
  },
};

/** Callables open to a signed-in account whatever its email (each one says why in index.ts). */
const OPEN_TO_UNVERIFIED = ['deleteAccount', 'reportAbuse'];

interface Callable {
  /** What the deploy tooling reads: a callable's endpoint has a callableTrigger (HTTP and v1 triggers do not). */
  __endpoint?: { callableTrigger?: unknown };
  run(request: { auth: { uid: string; token: TokenClaims }; data: unknown; rawRequest: unknown }): unknown;
}

function isCallable(value: unknown): value is Callable {
  try {
    return (value as Partial<Callable>).__endpoint?.callableTrigger !== undefined;
  } catch {
    // A v1 trigger's endpoint getter needs a deployed project's environment: it is not a callable anyway.
    return false;
  }
}

const callables = Object.entries(deployed as Record<string, unknown>).filter(
  (entry): entry is [string, Callable] => isCallable(entry[1]) && !OPEN_TO_UNVERIFIED.includes(entry[0]),
);

async function outcomeOf(run: () => unknown): Promise<{ code: string; message: string }> {
  try {
    await run();
    return { code: 'ok', message: '' };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error), message: (error as Error).message };
  }
}

describe('every callable refuses a caller without a verified email', () => {
  it('finds the deployed callables (and only callables)', () => {
    expect(callables.map(([name]) => name)).toEqual(expect.arrayContaining(['createOrder', 'verifyPayment']));
    expect(callables.map(([name]) => name)).not.toContain('razorpayWebhook');
  });

  for (const [kind, { claims, message }] of Object.entries(UNVERIFIED_TOKENS)) {
    it(`${kind} token`, async () => {
      for (const [name, callable] of callables) {
        const outcome = await outcomeOf(() =>
          callable.run({ auth: { uid: `uid-${kind}`, token: claims }, data: { requestId: 'r1' }, rawRequest: {} }),
        );
        expect({ name, ...outcome }).toEqual({ name, code: 'permission-denied', message });
      }
    });
  }
});

describe('the build endpoint refuses a caller without a verified email', () => {
  const auth = new FakeAuth();
  // Only the caller check runs: the build dependencies are never reached.
  const deps = { auth } as unknown as BuildsDeps;
  const downloadApk = buildsRoutes(() => deps).find((route) => route.path === '/download-apk');

  for (const [kind, { claims, message }] of Object.entries(UNVERIFIED_TOKENS)) {
    it(`${kind} token`, async () => {
      const token = auth.signIn(`uid-${kind.replace(/\W+/g, '-')}`, {
        email: undefined,
        email_verified: undefined,
        ...claims,
      });
      const request = apiRequest({
        method: 'POST',
        path: '/download-apk',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await outcomeOf(() => downloadApk?.handler(request, {}))).toEqual({ code: 'permission-denied', message });
    });
  }
});
