import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../__tests__/png.js';
import { call, newUser, type TestUser } from '../../__tests__/stack.js';
import { CALLABLES } from '../../contracts/callables.js';
import type { ImportSiteResult } from '../../contracts/site-import.js';

// The importSite callable on the running local stack, reading a site served on 127.0.0.1 (loopback is allowed in
// the emulator only, as for the frame check).
let site: Server;
let origin: string;
let meena: TestUser;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<title>Menu | Meena Sweets</title><link rel="manifest" href="/m.json">');
    } else if (request.url === '/m.json') {
      response.writeHead(200, { 'Content-Type': 'application/manifest+json' });
      response.end(JSON.stringify({ theme_color: '#aa3300', icons: [{ src: '/i.png', sizes: '256x256' }] }));
    } else if (request.url === '/i.png') {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.end(solidPng(256, 256, [170, 51, 0, 255]));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  meena = await newUser('import-meena');
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe('importSite (callable)', () => {
  it('answers the name, colour, icon and default package of a site', async () => {
    const outcome = await call<ImportSiteResult>(CALLABLES.importSite, { url: `${origin}/` }, meena.idToken);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result).toMatchObject({
      reachable: true,
      name: 'Meena Sweets',
      themeColor: '#aa3300',
      icon: { width: 256, height: 256, source: `${origin}/i.png` },
      packageName: 'x1.x0.x0.x127.app',
      siteConfirmedAt: null,
    });
  });

  it('refuses any port but 80 and 443 before fetching anything (a Redis port of a public host)', async () => {
    for (const url of ['http://example.com:6379/', 'https://example.com:8443/']) {
      expect(await call(CALLABLES.importSite, { url }, meena.idToken)).toMatchObject({
        ok: false,
        status: 'INVALID_ARGUMENT',
        message: 'URL must use port 80 or 443.',
      });
    }
  });

  it('refuses callers without an account or a verified email', async () => {
    expect(await call(CALLABLES.importSite, { url: `${origin}/` })).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
    const unverified = await newUser('import-unverified', { emailVerified: false });
    expect(await call(CALLABLES.importSite, { url: `${origin}/` }, unverified.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
  });
});
