import { requestRecord, stampedAt } from '../contracts/__fixtures__/records.js';
import type { Caller } from '../platform/callers/caller.js';
import type { ApiRequest } from '../platform/http/types.js';
import type { Clock } from '../platform/clock.js';

export const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(public current = NOW) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export function caller(uid: string, overrides: Partial<Caller> = {}): Caller {
  return {
    uid,
    email: `${uid}@example.com`,
    emailVerified: true,
    signInProvider: 'password',
    authTimeSeconds: Math.floor(NOW / 1000),
    support: false,
    ...overrides,
  };
}

export function apiRequest(overrides: Partial<Omit<ApiRequest, 'query'>> & { url?: string } = {}): ApiRequest {
  const url = new URL(overrides.url ?? overrides.path ?? '/', 'http://api.test');
  return {
    method: overrides.method ?? 'GET',
    path: overrides.path ?? url.pathname,
    query: url.searchParams,
    headers: overrides.headers ?? {},
    rawBody: overrides.rawBody ?? Buffer.alloc(0),
    ip: overrides.ip ?? '203.0.113.7',
  };
}

/**
 * A request as createRequest stores it a minute before NOW (the shared fixture, contracts/__fixtures__), for
 * owner@example.com and example.com: the backend's tests expect the emails, package names and file names of these.
 */
export function unpaidRequest(requestId: string, planId = 'aab_bundle', amountInr: number | undefined = 39) {
  const request = requestRecord({
    id: requestId,
    url: 'https://example.com',
    appName: 'Example',
    email: 'owner@example.com',
    accountHolderEmail: 'owner@example.com',
    planId,
    ...stampedAt(NOW - 60_000),
  });
  // The database has no undefined: a request without a price (the custom plan) has no amountInr at all.
  if (amountInr === undefined) delete request.amountInr;
  else request.amountInr = amountInr;
  return request;
}

/** Smallest valid PNG signature + IHDR start: enough for the format checks (the fake engine does not decode). */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(24, 1),
]);
export const TINY_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24, 2)]);

/** 'ok', or the error's code (HttpsError) so tests can compare outcomes in one line. */
export async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}
