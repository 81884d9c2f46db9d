import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: IncomingMessage & { rawBody?: Buffer }, response: ServerResponse) => Promise<void>;

/**
 * Serves an onRequest-style handler on an ephemeral port the way the functions runtime calls it: the whole body
 * buffered on `rawBody` before the handler runs.
 */
export async function serve(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Object.assign(request, { rawBody: Buffer.concat(chunks) });
      handler(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
