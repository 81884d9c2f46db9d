import type { IncomingMessage } from 'node:http';
import { readBody } from '@apkforge/test-kit/http';

/** A JSON body; an empty one reads as {} (the SDK sends none on some calls). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = (await readBody(request)).toString('utf8');
  if (text.trim() === '') return {};
  return JSON.parse(text);
}

/** Checkout runs on the web app's origin and calls the sandbox from the browser. */
export const BROWSER_CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** The key id of an `Authorization: Basic` header when the secret matches, else null. */
export function basicAuthKeyId(request: IncomingMessage, keyId: string, keySecret: string): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return decoded.slice(0, colon) === keyId && decoded.slice(colon + 1) === keySecret ? keyId : null;
}
