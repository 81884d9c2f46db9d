import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress, isAllowedPort } from './address-guard.js';

export interface FetchedHeaders {
  finalUrl: URL;
  status: number;
  headers: IncomingHttpHeaders;
}

export interface FetchHeadersOptions {
  timeoutMs: number;
  maxRedirects: number;
  allowLoopback: boolean;
}

export class UnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreachableError';
  }
}

const USER_AGENT = 'ApkforgeFrameCheck/1.0 (checks whether a page may be previewed in a frame)';

/**
 * DNS resolution that refuses non-public addresses. It is the `lookup` of the very socket that connects, so a
 * name cannot resolve to a public address for the check and to a private one for the connection (DNS rebinding).
 * The site import (sites/import/fetch-public.ts) connects through the same guard.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !isAllowedAddress(entry.address, allowLoopback));
      if (refused || list.length === 0) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to a non-public address`), { code: 'EADDRNOTPUBLIC' }),
          '',
          0,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

/** Refuses a URL whose host is a literal non-public address (names are refused by guardedLookup). */
export function refuseNonPublicHost(url: URL, allowLoopback: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback)) {
    throw new UnreachableError(`${host} is not a public address`);
  }
}

function requestOnce(
  url: URL,
  method: 'HEAD' | 'GET',
  options: FetchHeadersOptions,
  signal: AbortSignal,
): Promise<FetchedHeaders> {
  try {
    refuseNonPublicHost(url, options.allowLoopback);
  } catch (error) {
    return Promise.reject(error);
  }
  // Every hop, redirects included: the check reaches ports 80 and 443 only (address-guard.ts).
  if (!isAllowedPort(url, options.allowLoopback))
    return Promise.reject(new UnreachableError(`port ${url.port} refused`));
  const requestOptions: RequestOptions = {
    method,
    signal,
    lookup: guardedLookup(options.allowLoopback),
    headers: { 'User-Agent': USER_AGENT, Accept: 'text/html,*/*;q=0.8' },
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, requestOptions, (response) => {
      // Only the headers matter: the body is never read.
      response.destroy();
      resolve({ finalUrl: url, status: response.statusCode ?? 0, headers: response.headers });
    });
    outgoing.on('error', (error) => reject(new UnreachableError(error.message)));
    outgoing.end();
  });
}

/**
 * Follows redirects by hand, so every hop passes the guard: `once` makes one request (through guardedLookup) and
 * answers its status and headers; at most `maxRedirects` hops, http(s) only.
 */
export async function followRedirects<T extends { status: number; headers: IncomingHttpHeaders }>(
  start: URL,
  maxRedirects: number,
  once: (url: URL) => Promise<T>,
): Promise<T> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const response = await once(url);
    const location = response.headers.location;
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) return response;
    if (hop >= maxRedirects) throw new UnreachableError('too many redirects');
    const next = new URL(location, url);
    if (next.protocol !== 'http:' && next.protocol !== 'https:')
      throw new UnreachableError('redirect to a non-http(s) URL');
    url = next;
  }
}

function follow(
  start: URL,
  method: 'HEAD' | 'GET',
  options: FetchHeadersOptions,
  signal: AbortSignal,
): Promise<FetchedHeaders> {
  return followRedirects(start, options.maxRedirects, (url) => requestOnce(url, method, options, signal));
}

/**
 * The response headers of the page the preview would load: HEAD first; servers that refuse HEAD (any 4xx/5xx)
 * get a GET whose body is never read. Redirects are followed by hand so every hop passes the guard.
 */
export async function fetchPageHeaders(url: URL, options: FetchHeadersOptions): Promise<FetchedHeaders> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const head = await follow(url, 'HEAD', options, signal).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return null;
    });
    if (head && head.status < 400) return head;
    return await follow(url, 'GET', options, signal);
  } catch (error) {
    if (error instanceof UnreachableError) throw error;
    throw new UnreachableError(error instanceof Error ? error.message : String(error));
  }
}
