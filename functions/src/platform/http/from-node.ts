import type { IncomingMessage } from 'node:http';
import type { ApiRequest } from './types.js';

/** The functions runtime keeps the unparsed body on `rawBody` (Express request). */
export type RuntimeRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * The right-most X-Forwarded-For hop, else the socket's address. Google's front end appends the address it saw
 * connecting; everything left of it is whatever the client sent, so only this hop cannot be chosen by the client
 * (docs/api.md "Limits and rate limits").
 */
export function clientIp(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = hops[hops.length - 1]?.trim();
  return last || request.socket?.remoteAddress || 'unknown';
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
