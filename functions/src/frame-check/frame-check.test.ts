import { describe, expect, it } from 'vitest';
import { apiRequest, ManualClock } from '../__tests__/fixtures.js';
import type { FetchedHeaders } from './fetch-headers.js';
import { UnreachableError } from './fetch-headers.js';
import { embedderOf, frameCheck } from './frame-check.js';
import { IpRateLimiter } from './ip-rate-limiter.js';

function deps(headers: Record<string, string> | 'unreachable', limit = 30) {
  const asked: string[] = [];
  return {
    asked,
    clock: new ManualClock(),
    limiter: new IpRateLimiter(limit, 60_000),
    allowLoopback: false,
    fetchHeaders: async (url: URL): Promise<FetchedHeaders> => {
      asked.push(url.href);
      if (headers === 'unreachable') throw new UnreachableError('nope');
      return { finalUrl: url, status: 200, headers };
    },
  };
}

const check = (url: string, extra: Record<string, string> = {}) =>
  apiRequest({ url: `/api/frame-check?url=${encodeURIComponent(url)}`, headers: extra });

describe('frameCheck', () => {
  it('answers frameable, x-frame-options, csp and unreachable', async () => {
    expect(await frameCheck(deps({}), check('https://a.example'))).toEqual({ frameable: true });
    expect(await frameCheck(deps({ 'x-frame-options': 'DENY' }), check('https://a.example'))).toEqual({
      frameable: false,
      reason: 'x-frame-options',
    });
    expect(
      await frameCheck(deps({ 'content-security-policy': "frame-ancestors 'self'" }), check('https://a.example')),
    ).toEqual({
      frameable: false,
      reason: 'csp',
    });
    expect(await frameCheck(deps('unreachable'), check('https://a.example'))).toEqual({
      frameable: null,
      reason: 'unreachable',
    });
  });

  it('judges frame-ancestors against the calling web origin', async () => {
    const allowsApp = deps({ 'content-security-policy': 'frame-ancestors https://apkforge.web.app' });
    expect(await frameCheck(allowsApp, check('https://a.example', { origin: 'https://apkforge.web.app' }))).toEqual({
      frameable: true,
    });
    expect(
      await frameCheck(allowsApp, check('https://a.example', { referer: 'https://apkforge.web.app/converter' })),
    ).toEqual({
      frameable: true,
    });
    expect(await frameCheck(allowsApp, check('https://a.example'))).toEqual({ frameable: false, reason: 'csp' });
  });

  it('validates the url before fetching anything', async () => {
    const d = deps({});
    for (const [url, message] of [
      ['', 'Please enter a valid URL.'],
      ['javascript:alert(1)', 'URL must start with http:// or https://'],
      ['file:///etc/passwd', 'URL must start with http:// or https://'],
      ['https://exa mple.com', 'Please enter a valid URL.'],
    ] as const) {
      await expect(frameCheck(d, check(url))).rejects.toMatchObject({ code: 'invalid-argument', message });
    }
    await expect(frameCheck(d, apiRequest({ url: '/api/frame-check' }))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(d.asked).toEqual([]);
  });

  it('limits each client address lightly (429 with a retry time)', async () => {
    const d = deps({}, 2);
    await frameCheck(d, check('https://a.example'));
    await frameCheck(d, check('https://a.example'));
    await expect(frameCheck(d, check('https://a.example'))).rejects.toMatchObject({
      code: 'resource-exhausted',
      details: { retryAfterSeconds: 60 },
    });
    await expect(
      frameCheck(d, apiRequest({ url: '/api/frame-check?url=https://a.example', ip: '198.51.100.9' })),
    ).resolves.toEqual({
      frameable: true,
    });
    d.clock.advance(60_001);
    await expect(frameCheck(d, check('https://a.example'))).resolves.toEqual({ frameable: true });
  });

  it('reads the embedder from Origin, then Referer', () => {
    expect(embedderOf(apiRequest({ headers: { origin: 'http://127.0.0.1:5000' } }))?.origin).toBe(
      'http://127.0.0.1:5000',
    );
    expect(embedderOf(apiRequest({ headers: { origin: 'null', referer: 'https://x.example/a?b' } }))?.origin).toBe(
      'https://x.example',
    );
    expect(embedderOf(apiRequest({ headers: { referer: 'garbage' } }))).toBeNull();
  });
});
