import type { IncomingMessage } from 'node:http';
import { RestError } from './rest-context.js';

/** Largest REST body accepted; the real service's limit is 256 MB, far more than a local emulator needs. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RestError(413, 'Payload too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}
