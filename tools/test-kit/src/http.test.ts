import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody, sendJson, sendJsonText } from './http.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose handler is the code under test; returns its base URL. */
async function serve(handler: (request: IncomingMessage, response: ServerResponse) => unknown): Promise<string> {
  server = createServer((request, response) => {
    Promise.resolve(handler(request, response)).catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('readBody', () => {
  it('returns the whole body', async () => {
    const url = await serve(async (request, response) => response.end(String((await readBody(request)).length)));
    const answer = await fetch(url, { method: 'POST', body: 'x'.repeat(100_000) });
    expect(await answer.text()).toBe('100000');
  });

  it('throws BodyTooLargeError past maxBytes', async () => {
    const url = await serve(async (request, response) => {
      try {
        await readBody(request, { maxBytes: 10 });
        response.end('read');
      } catch (error) {
        response.end(error instanceof BodyTooLargeError ? `too large (${error.maxBytes})` : 'other');
      }
    });
    expect(await (await fetch(url, { method: 'POST', body: '0123456789' })).text()).toBe('read');
    expect(await (await fetch(url, { method: 'POST', body: '0123456789a' })).text()).toBe('too large (10)');
  });
});

describe('sendJson', () => {
  it('writes status, JSON content type, exact length and extra headers', async () => {
    const url = await serve((_request, response) => sendJson(response, 201, { name: 'é' }, { 'X-Extra': '1' }));
    const answer = await fetch(url);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength('{"name":"é"}')));
    expect(answer.headers.get('x-extra')).toBe('1');
    expect(await answer.json()).toEqual({ name: 'é' });
  });

  it('sends already-serialized text as it is', async () => {
    const url = await serve((_request, response) => sendJsonText(response, 404, '{\n  "error" : "x"\n}\n'));
    const answer = await fetch(url);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('{\n  "error" : "x"\n}\n');
  });
});
