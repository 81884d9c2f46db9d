import { HttpsError } from 'firebase-functions/https';
import type { FrameCheckAnswer } from '../contracts/frame-check.js';
import { URL_MAX_LENGTH } from '../contracts/limits.js';
import { rateLimited } from '../http/errors.js';
import { header, type ApiRequest } from '../http/types.js';
import type { Clock } from '../platform/clock.js';
import * as logs from '../logs.js';
import { fetchPageHeaders, UnreachableError, type FetchedHeaders, type FetchHeadersOptions } from './fetch-headers.js';
import { frameVerdict } from './frame-policy.js';
import type { IpRateLimiter } from './ip-rate-limiter.js';

export interface FrameCheckDeps {
  clock: Clock;
  limiter: IpRateLimiter;
  allowLoopback: boolean;
  fetchHeaders?: (url: URL, options: FetchHeadersOptions) => Promise<FetchedHeaders>;
}

const FRAME_CHECK_LIMITS = { timeoutMs: 5_000, maxRedirects: 3 } as const;

function parseTarget(value: string | null): URL {
  if (!value || value.trim() === '') throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  const text = value.trim();
  if (text.length > URL_MAX_LENGTH) {
    throw new HttpsError('invalid-argument', `URL must be at most ${URL_MAX_LENGTH} characters.`);
  }
  if (!/^https?:\/\//i.test(text)) throw new HttpsError('invalid-argument', 'URL must start with http:// or https://');
  try {
    return new URL(text);
  } catch {
    throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  }
}

/** The web app that will frame the page: the caller's Origin, else its Referer's origin, else unknown. */
export function embedderOf(request: ApiRequest): URL | null {
  for (const candidate of [header(request, 'origin'), header(request, 'referer')]) {
    if (!candidate || candidate === 'null') continue;
    try {
      return new URL(new URL(candidate).origin);
    } catch {
      // not a URL; try the next one
    }
  }
  return null;
}

function listHeader(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** GET /api/frame-check?url=...: can the preview frame this page? (docs/api.md) */
export async function frameCheck(deps: FrameCheckDeps, request: ApiRequest): Promise<FrameCheckAnswer> {
  const target = parseTarget(request.query.get('url'));
  const retryAfter = deps.limiter.take(request.ip, deps.clock.now());
  if (retryAfter > 0) throw rateLimited('Too many preview checks. Please wait a moment and try again.', retryAfter);

  let fetched: FetchedHeaders;
  try {
    fetched = await (deps.fetchHeaders ?? fetchPageHeaders)(target, {
      ...FRAME_CHECK_LIMITS,
      allowLoopback: deps.allowLoopback,
    });
  } catch (error) {
    if (!(error instanceof UnreachableError)) throw error;
    logs.frameChecked(target.hostname, null, 'unreachable');
    return { frameable: null, reason: 'unreachable' };
  }
  const verdict = frameVerdict(
    {
      contentSecurityPolicy: listHeader(fetched.headers['content-security-policy']),
      xFrameOptions: listHeader(fetched.headers['x-frame-options']),
    },
    fetched.finalUrl,
    embedderOf(request),
  );
  logs.frameChecked(target.hostname, verdict.frameable, verdict.frameable ? null : verdict.reason);
  return verdict;
}
