import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isAllowedPort } from '../ssrf-guard/address-guard.js';
import { followRedirects, guardedLookup, refuseNonPublicHost, UnreachableError } from '../ssrf-guard/fetch-headers.js';

export interface PublicResource {
  finalUrl: URL;
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, or its first `maxBytes` when `truncate` allowed cutting it. */
  body: Buffer;
  truncated: boolean;
}

export interface FetchPublicOptions {
  timeoutMs: number;
  maxRedirects: number;
  allowLoopback: boolean;
  maxBytes: number;
  accept: string;
  /** Keep the first maxBytes of a longer body (a page's head) instead of refusing it (a manifest, an icon). */
  truncate: boolean;
}

/** A body longer than the caller accepts. */
class TooLargeError extends UnreachableError {
  constructor(url: URL, maxBytes: number) {
    super(`${url.href} is larger than ${maxBytes} bytes`);
    this.name = 'TooLargeError';
  }
}

const USER_AGENT = 'ApkforgeSiteImport/1.0 (reads a site name, colours and icon to prefill an app)';

function readBody(response: IncomingMessage, url: URL, options: FetchPublicOptions): Promise<Buffer & { cut?: true }> {
  const declared = Number(response.headers['content-length']);
  if (!options.truncate && Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    return Promise.reject(new TooLargeError(url, options.maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    response.on('data', (chunk: Buffer) => {
      if (length + chunk.length <= options.maxBytes) {
        chunks.push(chunk);
        length += chunk.length;
        return;
      }
      // Stop reading at the cap: the rest of a huge page is never downloaded.
      response.destroy();
      if (!options.truncate) return reject(new TooLargeError(url, options.maxBytes));
      chunks.push(chunk.subarray(0, options.maxBytes - length));
      resolve(Object.assign(Buffer.concat(chunks), { cut: true as const }));
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', (error) => reject(new UnreachableError(error.message)));
    // A deadline or a reset ends the stream without 'end' (settling twice is a no-op).
    response.on('close', () => reject(new UnreachableError('the connection closed before the body ended')));
  });
}

function getOnce(url: URL, options: FetchPublicOptions, signal: AbortSignal): Promise<PublicResource> {
  refuseNonPublicHost(url, options.allowLoopback);
  // Every hop (the page, each redirect, the manifest, each icon): ports 80 and 443 only, like the frame check, so an
  // import cannot be pointed at another service of a public host (address-guard.ts; loopback in the emulator only).
  if (!isAllowedPort(url, options.allowLoopback)) throw new UnreachableError(`port ${url.port} refused`);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'GET',
        signal,
        lookup: guardedLookup(options.allowLoopback),
        headers: { 'User-Agent': USER_AGENT, Accept: options.accept, 'Accept-Encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status <= 399 && response.headers.location) {
          response.destroy();
          resolve({ finalUrl: url, status, headers: response.headers, body: Buffer.alloc(0), truncated: false });
          return;
        }
        readBody(response, url, options).then(
          (body) => resolve({ finalUrl: url, status, headers: response.headers, body, truncated: body.cut === true }),
          reject,
        );
      },
    );
    outgoing.on('error', (error) =>
      reject(error instanceof UnreachableError ? error : new UnreachableError(error.message)),
    );
    outgoing.end();
  });
}

/**
 * GET of a public http(s) resource through the frame check's SSRF guard (fetch-headers.ts: every connection's DNS
 * answer is vetted, literal addresses are refused, each redirect hop is checked again), with a deadline for the whole
 * exchange and a byte cap. Anything that goes wrong is an UnreachableError.
 */
export async function fetchPublic(url: URL, options: FetchPublicOptions): Promise<PublicResource> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    return await followRedirects(url, options.maxRedirects, (hop) => getOnce(hop, options, signal));
  } catch (error) {
    if (error instanceof UnreachableError) throw error;
    throw new UnreachableError(error instanceof Error ? error.message : String(error));
  }
}
