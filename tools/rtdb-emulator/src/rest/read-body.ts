import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, readBody } from '@apkforge/test-kit/http';
import { RestError } from './rest-context.js';

/** Largest REST body accepted; the real service's limit is 256 MB, far more than a local emulator needs. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export async function readBodyText(request: IncomingMessage): Promise<string> {
  try {
    return (await readBody(request, { maxBytes: MAX_BODY_BYTES })).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, 'Payload too large');
    throw error;
  }
}

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}
