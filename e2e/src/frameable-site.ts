import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FrameableSite {
  /** `http://localhost:<port>/`: an address the preview may show (the functions emulator allows loopback). */
  url: string;
  close: () => Promise<void>;
}

/**
 * A customer's site for the preview: a page that sets no X-Frame-Options or frame-ancestors. The app itself cannot
 * stand in for it, as it refuses to be framed (firebase.json, docs/architecture.md "Hosting headers").
 */
export async function startFrameableSite(): Promise<FrameableSite> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Journey Shop</title><h1>Journey Shop</h1><p>Fresh bread daily.</p>');
  });
  // Every interface, so `localhost` reaches it whether it resolves to 127.0.0.1 or ::1.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
