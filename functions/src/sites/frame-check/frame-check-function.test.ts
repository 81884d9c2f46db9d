import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAuth } from '../../__tests__/fakes/fake-auth.js';
import { ManualClock } from '../../__tests__/fixtures.js';
import { serve } from '../../__tests__/serve.js';
import type { FrameCheckDeps } from './frame-check.js';
import { frameCheckRequestHandler } from './frame-check-function.js';
import { VerdictCache } from './verdict-cache.js';
import { WindowLimiter } from '../../platform/window-limiter.js';

const asked: string[] = [];
const deps: FrameCheckDeps = {
  clock: new ManualClock(),
  auth: new FakeAuth(),
  signedIn: new WindowLimiter(3, 60_000),
  signedOut: new WindowLimiter(3, 60_000),
  verdicts: new VerdictCache(300_000, 100),
  allowLoopback: false,
  fetchHeaders: async (url) => {
    asked.push(url.href);
    return { finalUrl: url, status: 200, headers: {} };
  },
};
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  server = await serve(
    frameCheckRequestHandler(
      () => deps,
      () => [],
    ),
  );
});
afterAll(() => server.close());

const check = (url: string, forwardedFor: string) =>
  fetch(`${server.url}/api/frame-check?url=${encodeURIComponent(url)}`, {
    headers: { 'X-Forwarded-For': forwardedFor },
  });

describe('the frameCheck function over HTTP', () => {
  it('keys signed-out callers on the hop Google appended: a forged left-most hop buys nothing', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await check(`https://site${attempt}.example/`, `10.0.${attempt}.1, 203.0.113.50`);
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    const limited = await check('https://a.example/', '192.0.2.1, 203.0.113.50');
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      error: { code: 'resource-exhausted', message: 'Too many preview checks. Please wait a moment and try again.' },
    });
    // Another address is another budget.
    expect((await check('https://a.example/', '203.0.113.51')).status).toBe(200);
  });

  it('answers 400 for a port other than 80 or 443, in the API error shape', async () => {
    const response = await check('https://a.example:8080/', '203.0.113.60');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'URL must use port 80 or 443.' },
    });
    expect(asked).not.toContain('https://a.example:8080/');
  });

  it('caches the answer privately for five minutes', async () => {
    const response = await check('https://cached.example/', '203.0.113.70');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(await response.json()).toEqual({ frameable: true });
  });
});
