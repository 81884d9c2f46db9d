import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPageHeaders, UnreachableError } from './fetch-headers.js';

const methods: string[] = [];
let server: Server;
let origin = '';

function route(path: string, method: string, response: ServerResponse): void {
  if (path === '/framed') {
    response.writeHead(200, { 'X-Frame-Options': 'DENY', 'Content-Type': 'text/html' });
    response.end('<p>hi</p>');
  } else if (path === '/no-head') {
    if (method === 'HEAD') {
      response.writeHead(405).end();
      return;
    }
    // A body that never ends: the check must not wait for it.
    response.writeHead(200, { 'Content-Security-Policy': "frame-ancestors 'none'" });
    response.write('x'.repeat(1024));
  } else if (path.startsWith('/hop/')) {
    const left = Number(path.slice(5));
    response.writeHead(302, { Location: left > 0 ? `/hop/${left - 1}` : '/framed' }).end();
  } else if (path === '/to-file') {
    response.writeHead(301, { Location: 'file:///etc/passwd' }).end();
  } else if (path === '/to-metadata') {
    response.writeHead(302, { Location: 'http://169.254.169.254/computeMetadata/v1/' }).end();
  } else if (path === '/to-mapped-metadata') {
    response.writeHead(302, { Location: 'http://[::ffff:169.254.169.254]/computeMetadata/v1/' }).end();
  } else if (path === '/to-decimal-metadata') {
    response.writeHead(302, { Location: 'http://2852039166/computeMetadata/v1/' }).end();
  } else if (path === '/hang') {
    // never answers
  } else {
    response.writeHead(200).end();
  }
}

beforeAll(async () => {
  server = createServer((request, response) => {
    methods.push(`${request.method} ${request.url}`);
    route(request.url ?? '/', request.method ?? 'GET', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const local = { timeoutMs: 5_000, maxRedirects: 3, allowLoopback: true };

describe('fetchPageHeaders', () => {
  it('reads the headers with HEAD', async () => {
    methods.length = 0;
    const result = await fetchPageHeaders(new URL(`${origin}/framed`), local);
    expect(result.status).toBe(200);
    expect(result.headers['x-frame-options']).toBe('DENY');
    expect(methods).toEqual(['HEAD /framed']);
  });

  it('falls back to GET without reading the body when HEAD is refused', async () => {
    methods.length = 0;
    const result = await fetchPageHeaders(new URL(`${origin}/no-head`), local);
    expect(result.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(methods).toEqual(['HEAD /no-head', 'GET /no-head']);
  });

  it('follows up to 3 redirects and reports the final URL', async () => {
    const result = await fetchPageHeaders(new URL(`${origin}/hop/2`), local);
    expect(result.finalUrl.pathname).toBe('/framed');
    await expect(fetchPageHeaders(new URL(`${origin}/hop/3`), local)).rejects.toThrow(UnreachableError);
  });

  it('refuses redirects to other schemes and to non-public addresses', async () => {
    await expect(fetchPageHeaders(new URL(`${origin}/to-file`), local)).rejects.toThrow(/non-http/);
    await expect(fetchPageHeaders(new URL(`${origin}/to-metadata`), local)).rejects.toThrow(UnreachableError);
    // The same address in IPv4-mapped IPv6 and decimal spellings.
    methods.length = 0;
    await expect(fetchPageHeaders(new URL(`${origin}/to-mapped-metadata`), local)).rejects.toThrow(
      /not a public address/,
    );
    await expect(fetchPageHeaders(new URL(`${origin}/to-decimal-metadata`), local)).rejects.toThrow(
      /not a public address/,
    );
    expect(methods.every((line) => line.includes('/to-'))).toBe(true);
  });

  it('refuses every spelling of a loopback address outside the emulator, without connecting', async () => {
    const deployed = { ...local, allowLoopback: false };
    const { port } = new URL(origin);
    methods.length = 0;
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '127.1',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '0.0.0.0',
      '[::1]',
    ]) {
      await expect(fetchPageHeaders(new URL(`http://${host}:${port}/framed`), deployed), host).rejects.toThrow(
        /not a public address/,
      );
    }
    expect(methods).toEqual([]);
    // In the emulator, the mapped spelling of loopback reaches the test server like 127.0.0.1 does.
    expect(
      (await fetchPageHeaders(new URL(`http://[::ffff:127.0.0.1]:${port}/framed`), local)).headers['x-frame-options'],
    ).toBe('DENY');
  });

  it('refuses loopback outside the emulator, by literal address and by name', async () => {
    const deployed = { ...local, allowLoopback: false };
    await expect(fetchPageHeaders(new URL(`${origin}/framed`), deployed)).rejects.toThrow(/not a public address/);
    const byName = new URL(`${origin}/framed`);
    byName.hostname = 'localhost';
    await expect(fetchPageHeaders(byName, deployed)).rejects.toThrow(UnreachableError);
    // The same name is fine in the emulator: the guarded lookup still resolves and connects.
    expect((await fetchPageHeaders(byName, local)).headers['x-frame-options']).toBe('DENY');
  });

  it('gives up on a server that never answers', async () => {
    await expect(fetchPageHeaders(new URL(`${origin}/hang`), { ...local, timeoutMs: 300 })).rejects.toThrow(
      UnreachableError,
    );
  });

  it('reports refused connections and unknown hosts as unreachable', async () => {
    await expect(fetchPageHeaders(new URL('http://127.0.0.1:9/'), local)).rejects.toThrow(UnreachableError);
    await expect(fetchPageHeaders(new URL('http://no-such-host.invalid/'), local)).rejects.toThrow(UnreachableError);
  });
});
