import { access, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The file Hosting serves for a path (firebase.json): a file as named, a prerendered page by its clean URL, else the shell. */
async function fileFor(root: string, path: string): Promise<string> {
  if (extname(path) && !path.includes('..')) return path;
  if (path === '/') return '/index.html';
  const page = `${path.replace(/\/+$/, '')}.html`;
  if (!path.includes('..') && (await exists(join(root, page)))) return page;
  return (await exists(join(root, 'app.html'))) ? '/app.html' : '/index.html';
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Serves a built web app the way Firebase Hosting does for what LCP depends on: clean URLs for the prerendered
 * pages (`/plans` from plans.html), the SPA rewrite to app.html, gzip for text, pages revalidated and hashed
 * assets immutable (firebase.json "headers").
 */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const file = await fileFor(root, path);
      let body: Buffer;
      try {
        body = await readFile(join(root, file));
      } catch {
        response.writeHead(404).end();
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      };
      if (/text|javascript|svg|json/.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
        let zipped = cache.get(file);
        if (!zipped) cache.set(file, (zipped = gzipSync(body, { level: 9 })));
        body = zipped;
        headers['Content-Encoding'] = 'gzip';
      }
      response.writeHead(200, { ...headers, 'Content-Length': String(body.length) }).end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
