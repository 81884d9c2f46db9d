import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../__tests__/png.js';
import { apkEngine } from '../../engine-pool/direct-engine.js';
import { SITE_IMPORT_LIMITS, SITE_IMPORT_MESSAGES } from '../../contracts/site-import.js';
import { fetchPublic } from './fetch-public.js';
import { readSite } from './read-site.js';

// Site import against real HTTP on 127.0.0.1 (loopback allowed, as in the emulator), through the SSRF guard.
const ICON_512 = solidPng(512, 512, [200, 40, 40, 255]);
const ICON_180 = solidPng(180, 180, [40, 40, 200, 255]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const HUGE_BYTES = 8 * 1024 * 1024;
let server: Server;
let origin: string;
const requests: string[] = [];
let hugeBytesSent = 0;

function html(response: ServerResponse, head: string, body = '<p>Hello</p>'): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
}

const routes: Record<string, (response: ServerResponse) => void> = {
  '/manifest-site/': (r) =>
    html(
      r,
      `<title>Ignored title</title><link rel="manifest" href="app.webmanifest"><link rel="icon" href="/favicon.ico">`,
    ),
  '/manifest-site/app.webmanifest': (r) => {
    r.writeHead(200, { 'Content-Type': 'application/manifest+json' });
    r.end(
      JSON.stringify({
        name: 'Asha’s Kitchen',
        short_name: 'Kitchen',
        theme_color: '#0A7',
        background_color: 'rgb(255, 248, 240)',
        icons: [
          { src: '/icons/any.svg', sizes: 'any', type: 'image/svg+xml' },
          { src: '/icons/small.png', sizes: '180x180', type: 'image/png' },
          { src: '/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      }),
    );
  },
  '/icons/512.png': (r) => {
    r.writeHead(200, { 'Content-Type': 'image/png' });
    r.end(ICON_512);
  },
  '/icons/small.png': (r) => {
    r.writeHead(200, { 'Content-Type': 'image/png' });
    r.end(ICON_180);
  },
  '/icons/any.svg': (r) => {
    r.writeHead(200, { 'Content-Type': 'image/svg+xml' });
    r.end(SVG);
  },
  '/plain/': (r) =>
    html(
      r,
      `<title>Home &amp; Offers | Asha Kitchen</title><meta name="theme-color" content="#123456">` +
        `<link rel="apple-touch-icon" href="/icons/small.png">`,
    ),
  '/bare/': (r) => html(r, '<meta charset="utf-8">'),
  '/svg-only/': (r) =>
    html(
      r,
      `<link rel="manifest" href="/svg-only/m.json"><link rel="icon" type="image/svg+xml" href="/icons/any.svg">`,
    ),
  '/svg-only/m.json': (r) => {
    r.writeHead(200, { 'Content-Type': 'application/json' });
    r.end(JSON.stringify({ name: 'Vector Shop', icons: [{ src: '/icons/any.svg', sizes: 'any' }] }));
  },
  '/huge/': (r) => {
    r.writeHead(200, { 'Content-Type': 'text/html' });
    r.write(
      '<html><head><title>Huge Page</title><link rel="manifest" href="/manifest-site/app.webmanifest"></head><body>',
    );
    const filler = Buffer.alloc(64 * 1024, 'x');
    const push = () => {
      while (hugeBytesSent < HUGE_BYTES) {
        hugeBytesSent += filler.length;
        if (!r.write(filler)) return void r.once('drain', push);
      }
      r.end('</body></html>');
    };
    r.on('close', () => (hugeBytesSent = Math.min(hugeBytesSent, HUGE_BYTES)));
    push();
  },
  '/to-private/': (r) => {
    r.writeHead(302, { Location: 'http://10.0.0.7/admin' });
    r.end();
  },
  // A public address (documentation-free, never contacted: the port is refused before any connection).
  '/to-redis/': (r) => {
    r.writeHead(302, { Location: 'http://93.184.216.34:6379/' });
    r.end();
  },
  '/redis-manifest/': (r) =>
    html(r, '<title>Redis Manifest</title><link rel="manifest" href="http://93.184.216.34:6379/m.json">'),
  '/to-metadata-manifest/': (r) => html(r, '<title>Metadata</title><link rel="manifest" href="/redirect-metadata">'),
  '/redirect-metadata': (r) => {
    r.writeHead(301, { Location: 'http://169.254.169.254/computeMetadata/v1/' });
    r.end();
  },
  '/sign-in/': (r) =>
    html(
      r,
      '<title>Login Shop</title><script src="https://accounts.google.com/gsi/client"></script>',
      '<button>Continue with Apple</button>',
    ),
  '/big-manifest/': (r) => html(r, '<title>Big Manifest Shop</title><link rel="manifest" href="/big-manifest/m.json">'),
  '/big-manifest/m.json': (r) => {
    r.writeHead(200, { 'Content-Type': 'application/json' });
    r.end(JSON.stringify({ name: 'Never Read', padding: 'x'.repeat(SITE_IMPORT_LIMITS.manifestBytes) }));
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(response);
    else {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const deps = { engine: apkEngine, fetch: fetchPublic, allowLoopback: true };
const read = (path: string) => readSite(deps, new URL(`${origin}${path}`));

describe('readSite against local HTTP fixtures', () => {
  it('reads the manifest: name, colours and the best PNG icon of at least 192 px', async () => {
    const site = await read('/manifest-site/');
    expect(site).toMatchObject({
      reachable: true,
      name: 'Asha’s Kitchen',
      shortName: 'Kitchen',
      themeColor: '#00aa77',
      backgroundColor: '#fff8f0',
      iconNote: null,
    });
    expect(site.icon).toMatchObject({ width: 512, height: 512, source: `${origin}/icons/512.png` });
    const bytes = Buffer.from(site.icon!.dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // The SVG and the 180 px icon were never downloaded: the 512 px one came first.
    expect(requests).not.toContain('/icons/any.svg');
  });

  it('without a manifest: the site part of the title, the theme-color meta, and no icon under 192 px', async () => {
    const site = await read('/plain/');
    expect(site).toMatchObject({
      name: 'Asha Kitchen',
      themeColor: '#123456',
      backgroundColor: null,
      icon: null,
      iconNote: SITE_IMPORT_MESSAGES.tooSmall,
    });
  });

  it("names the identity providers whose sign-in buttons the page shows (the builder's warning)", async () => {
    expect((await read('/sign-in/')).signInProviders).toEqual(['google', 'apple']);
    expect((await read('/plain/')).signInProviders).toEqual([]);
    expect(SITE_IMPORT_MESSAGES.signIn(['google', 'apple'])).toMatch(
      /^Your site offers sign-in with Google and Apple\. /,
    );
  });

  it('never names an app "0" or after the IP address when the page names nothing', async () => {
    const site = await read('/bare/');
    expect(site.name).toBe('My App');
    expect(site).toMatchObject({ reachable: true, icon: null, iconNote: SITE_IMPORT_MESSAGES.noIcon });
  });

  it('reads only the start of a huge page and stops downloading it', async () => {
    const site = await read('/huge/');
    expect(site.name).toBe('Asha’s Kitchen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hugeBytesSent).toBeLessThan(HUGE_BYTES / 2);
  });

  it('does not follow a redirect to a private address: the import falls back to defaults', async () => {
    const options = {
      timeoutMs: 5000,
      maxRedirects: 3,
      allowLoopback: true,
      maxBytes: 1024,
      accept: '*/*',
      truncate: true,
    };
    await expect(fetchPublic(new URL(`${origin}/to-private/`), options)).rejects.toThrow(
      '10.0.0.7 is not a public address',
    );
    await expect(fetchPublic(new URL(`${origin}/redirect-metadata`), options)).rejects.toThrow(
      '169.254.169.254 is not a public address',
    );
    const site = await read('/to-private/');
    expect(site).toMatchObject({
      reachable: false,
      name: 'My App',
      icon: null,
      iconNote: SITE_IMPORT_MESSAGES.unreachable,
    });
  });

  it('reaches ports 80 and 443 only, at every hop: the first URL, a redirect, the manifest, an icon', async () => {
    const options = { timeoutMs: 5000, maxRedirects: 3, maxBytes: 1024, accept: '*/*', truncate: true };
    for (const url of ['http://93.184.216.34:6379/', 'https://93.184.216.34:8443/', 'http://93.184.216.34:22/i.png']) {
      await expect(fetchPublic(new URL(url), { ...options, allowLoopback: false })).rejects.toThrow(
        /^port \d+ refused$/,
      );
    }
    await expect(fetchPublic(new URL(`${origin}/to-redis/`), { ...options, allowLoopback: true })).rejects.toThrow(
      'port 6379 refused',
    );
    expect(await read('/to-redis/')).toMatchObject({ reachable: false, iconNote: SITE_IMPORT_MESSAGES.unreachable });
    expect(await read('/redis-manifest/')).toMatchObject({ reachable: true, name: 'Redis Manifest', icon: null });
  });

  it('ignores a manifest that redirects to the metadata server, or is larger than the cap', async () => {
    expect(await read('/to-metadata-manifest/')).toMatchObject({ reachable: true, name: 'Metadata', icon: null });
    expect((await read('/big-manifest/')).name).toBe('Big Manifest Shop');
  });

  it('falls back to the letter icon for a site whose only icon is SVG', async () => {
    const site = await read('/svg-only/');
    expect(site).toMatchObject({ name: 'Vector Shop', icon: null, iconNote: SITE_IMPORT_MESSAGES.svgOnly });
  });

  it('refuses loopback itself outside the emulator', async () => {
    const site = await readSite(
      { engine: apkEngine, fetch: fetchPublic, allowLoopback: false },
      new URL(`${origin}/manifest-site/`),
    );
    expect(site).toMatchObject({ reachable: false, name: 'My App' });
  });
});
