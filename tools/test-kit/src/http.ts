import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body over the caller's limit; the servers answer it with 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body larger than ${maxBytes} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The whole body of a request. With `maxBytes`, stops reading and throws BodyTooLargeError past it. */
export async function readBody(request: IncomingMessage, options: { maxBytes?: number } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (options.maxBytes !== undefined && size > options.maxBytes) throw new BodyTooLargeError(options.maxBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Answers with JSON text already serialized (pretty-printed, or exactly as a real service words it). */
export function sendJsonText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJsonText(response, status, JSON.stringify(body), headers);
}
