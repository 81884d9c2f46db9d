import { describe, expect, it } from 'vitest';
import { FakeAuth } from '../../__tests__/fakes/fake-auth.js';
import { apiRequest, ManualClock } from '../../__tests__/fixtures.js';
import type { FetchedHeaders } from '../ssrf-guard/fetch-headers.js';
import { UnreachableError } from '../ssrf-guard/fetch-headers.js';
import { embedderOf, frameCheck } from './frame-check.js';
import { VerdictCache } from './verdict-cache.js';
import { WindowLimiter } from '../../platform/window-limiter.js';

function deps(headers: Record<string, string> | 'unreachable', limit = 30) {
  const asked: string[] = [];
  return {
    asked,
    clock: new ManualClock(),
    auth: new FakeAuth(),
    signedIn: new WindowLimiter(limit, 60_000),
    signedOut: new WindowLimiter(limit, 60_000),
    verdicts: new VerdictCache(300_000, 100),
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

  it('refuses ports other than 80 and 443 before fetching anything', async () => {
    const d = deps({});
    for (const url of ['https://a.example:8080/', 'http://a.example:22', 'https://a.example:8443/x']) {
      await expect(frameCheck(d, check(url))).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'URL must use port 80 or 443.',
      });
    }
    expect(d.asked).toEqual([]);
    await frameCheck(d, check('https://b.example:443/'));
    await frameCheck(d, check('http://c.example:80/'));
    expect(d.asked).toEqual(['https://b.example/', 'http://c.example/']);
  });

  it('lets the emulator check loopback pages on any port', async () => {
    const d = { ...deps({}), allowLoopback: true };
    await frameCheck(d, check('http://127.0.0.1:8080/'));
    await frameCheck(d, check('http://localhost:5000/'));
    await expect(frameCheck(d, check('http://a.example:8080/'))).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(d.asked).toEqual(['http://127.0.0.1:8080/', 'http://localhost:5000/']);
  });

  it('answers a second check of the same site within five minutes from its cache', async () => {
    const d = deps({ 'x-frame-options': 'DENY' });
    const origin = { origin: 'https://apkforge.web.app' };
    const first = await frameCheck(d, check('https://shop.example/a', origin));
    expect(await frameCheck(d, check('https://shop.example/b?x=1', origin))).toEqual(first);
    expect(d.asked).toEqual(['https://shop.example/a']);
    // Another site, another scheme or another web app is another entry.
    await frameCheck(d, check('https://other.example/', origin));
    await frameCheck(d, check('http://shop.example/', origin));
    await frameCheck(d, check('https://shop.example/', { origin: 'https://preview.example' }));
    expect(d.asked).toHaveLength(4);
    d.clock.advance(300_001);
    await frameCheck(d, check('https://shop.example/a', origin));
    expect(d.asked).toHaveLength(5);
  });

  it('limits a signed-in caller by uid, whatever its address, and refuses an invalid token', async () => {
    const d = deps({}, 2);
    const token = d.auth.signIn('asha');
    const signedIn = (ip: string) =>
      apiRequest({
        url: `/api/frame-check?url=${encodeURIComponent('https://a.example')}`,
        headers: { authorization: `Bearer ${token}` },
        ip,
      });
    await frameCheck(d, signedIn('198.51.100.1'));
    await frameCheck(d, signedIn('198.51.100.2'));
    await expect(frameCheck(d, signedIn('198.51.100.3'))).rejects.toMatchObject({ code: 'resource-exhausted' });
    // The signed-out budget of an address is its own.
    await expect(frameCheck(d, check('https://a.example'))).resolves.toEqual({ frameable: true });
    await expect(
      frameCheck(
        d,
        apiRequest({ url: '/api/frame-check?url=https://a.example', headers: { authorization: 'Bearer x' } }),
      ),
    ).rejects.toMatchObject({ code: 'unauthenticated', message: 'Your session has expired. Please sign in again.' });
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
