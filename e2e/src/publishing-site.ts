import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/** A customer's site for publishing: a start page linking its privacy policy, and an assetlinks.json a test sets. */
export interface PublishingSite {
  url: string;
  assetLinks: string | null;
  close(): Promise<void>;
}

export async function startPublishingSite(): Promise<PublishingSite> {
  const site: PublishingSite = { url: '', assetLinks: null, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path === '/.well-known/assetlinks.json' && site.assetLinks) {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(site.assetLinks);
    } else if (path === '/privacy') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Privacy</title><p>We keep your orders only.</p>');
    } else if (path === '/') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><title>Publish Bakery</title><meta name="description" content="Fresh bread and cakes, ordered in two taps."><h1>Publish Bakery</h1><a href="/privacy">Privacy policy</a> <a href="/menu">Menu</a>',
        );
    } else {
      response.writeHead(404).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  site.url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  site.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return site;
}

/** A phone screenshot's worth of PNG (one colour, 24-bit): what a customer uploads. */
export function phoneScreenshotPng(width = 1080, height = 1920, shade = 0xc8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, shade);
  row[0] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
