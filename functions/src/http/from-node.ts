import type { IncomingMessage } from 'node:http';
import type { ApiRequest } from './types.js';

/** The functions runtime keeps the unparsed body on `rawBody` (Express request). */
export type RuntimeRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * Leftmost X-Forwarded-For hop, else the socket's address. Clients can prepend hops of their own, so this
 * identifies a client only well enough for a light, best-effort limit; nothing security-critical keys on it.
 */
function clientIp(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket?.remoteAddress || 'unknown';
}

export function apiRequestFrom(request: RuntimeRequest): ApiRequest {
  const url = new URL(request.url ?? '/', 'http://function.invalid');
  return {
    method: (request.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    rawBody: request.rawBody ?? Buffer.alloc(0),
    ip: clientIp(request),
  };
}
