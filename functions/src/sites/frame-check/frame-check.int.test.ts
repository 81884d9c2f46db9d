import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK } from '../../__tests__/stack.js';

// GET /api/frame-check against pages served by this test on loopback (which the emulator, and only it, may reach).
// Verdicts are cached per site (scheme, host and port), so every case gets a site of its own: the same pages, each
// server on its own port.
const sites: Server[] = [];

function pageHandler(request: IncomingMessage, response: ServerResponse): void {
  const headers: Record<string, Record<string, string>> = {
    '/plain': {},
    '/deny': { 'X-Frame-Options': 'DENY' },
    '/sameorigin': { 'X-Frame-Options': 'SAMEORIGIN' },
    '/csp-none': { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" },
    '/csp-any': { 'Content-Security-Policy': 'frame-ancestors *', 'X-Frame-Options': 'DENY' },
  };
  if (request.url === '/moved') {
    response.writeHead(302, { Location: '/deny' }).end();
    return;
  }
  if (request.url === '/no-head' && request.method === 'HEAD') {
    response.writeHead(405).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'text/html',
    ...(headers[request.url ?? ''] ?? { 'X-Frame-Options': 'SAMEORIGIN' }),
  });
  response.end('<!doctype html><p>page</p>');
}

async function newSite(): Promise<string> {
  const site = createServer(pageHandler);
  sites.push(site);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

afterAll(() => Promise.all(sites.map((site) => new Promise<void>((resolve) => site.close(() => resolve())))));

async function check(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${STACK.hosting}/api/frame-check?url=${encodeURIComponent(url)}`);
  return { status: response.status, body: await response.json() };
}

describe('GET /api/frame-check', () => {
  it.each([
    ['/plain', { frameable: true }],
    ['/deny', { frameable: false, reason: 'x-frame-options' }],
    ['/sameorigin', { frameable: false, reason: 'x-frame-options' }],
    ['/csp-none', { frameable: false, reason: 'csp' }],
    ['/csp-any', { frameable: true }],
    ['/moved', { frameable: false, reason: 'x-frame-options' }],
    ['/no-head', { frameable: false, reason: 'x-frame-options' }],
  ])('%s -> %j', async (path, expected) => {
    expect(await check(`${await newSite()}${path}`)).toEqual({ status: 200, body: expected });
  });

  it('reports an unreachable site', async () => {
    expect(await check('http://127.0.0.1:9/')).toEqual({
      status: 200,
      body: { frameable: null, reason: 'unreachable' },
    });
  });

  it('answers a second check of the same site from its cache, whatever the page', async () => {
    const site = await newSite();
    expect(await check(`${site}/plain`)).toEqual({ status: 200, body: { frameable: true } });
    expect(await check(`${site}/deny`)).toEqual({ status: 200, body: { frameable: true } });
  });

  it('refuses a port other than 80 or 443 on any host but loopback', async () => {
    expect(await check('https://example.com:8080/')).toEqual({
      status: 400,
      body: { error: { code: 'invalid-argument', message: 'URL must use port 80 or 443.' } },
    });
  });

  it('refuses addresses that are not http(s)', async () => {
    const result = await check('file:///etc/passwd');
    expect(result).toMatchObject({ status: 400, body: { error: { code: 'invalid-argument' } } });
  });
});
