import { HttpsError } from 'firebase-functions/https';
import { requireBearerCaller } from '../../platform/callers/bearer.js';
import type { FrameCheckAnswer } from '../../contracts/frame-check.js';
import { URL_MAX_LENGTH } from '../../contracts/limits.js';
import { rateLimited } from '../../platform/http/errors.js';
import { header, type ApiRequest } from '../../platform/http/types.js';
import type { AuthPort } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import * as logs from '../../logs.js';
import { isAllowedPort } from '../ssrf-guard/address-guard.js';
import {
  fetchPageHeaders,
  UnreachableError,
  type FetchedHeaders,
  type FetchHeadersOptions,
} from '../ssrf-guard/fetch-headers.js';
import { frameVerdict } from './frame-policy.js';
import { VerdictCache } from './verdict-cache.js';
import { WindowLimiter } from '../../platform/window-limiter.js';

/** What one instance of the frame check keeps between requests: its limits and its recent verdicts. */
export interface FrameCheckState {
  /** Per uid, for a caller with an ID token. */
  signedIn: WindowLimiter;
  /** Per client address, for a signed-out preview. */
  signedOut: WindowLimiter;
  verdicts: VerdictCache;
}

export interface FrameCheckDeps extends FrameCheckState {
  clock: Clock;
  auth: AuthPort;
  allowLoopback: boolean;
  fetchHeaders?: (url: URL, options: FetchHeadersOptions) => Promise<FetchedHeaders>;
}

const FRAME_CHECK_LIMITS = { timeoutMs: 5_000, maxRedirects: 3 } as const;

/** The limits of docs/api.md "Limits and rate limits". */
export function newFrameCheckState(): FrameCheckState {
  return {
    signedIn: new WindowLimiter(60, 60_000),
    signedOut: new WindowLimiter(20, 60_000),
    verdicts: new VerdictCache(5 * 60_000, 5_000),
  };
}

function parseTarget(value: string | null, allowLoopback: boolean): URL {
  if (!value || value.trim() === '') throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  const text = value.trim();
  if (text.length > URL_MAX_LENGTH) {
    throw new HttpsError('invalid-argument', `URL must be at most ${URL_MAX_LENGTH} characters.`);
  }
  if (!/^https?:\/\//i.test(text)) throw new HttpsError('invalid-argument', 'URL must start with http:// or https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpsError('invalid-argument', 'Please enter a valid URL.');
  }
  if (!isAllowedPort(url, allowLoopback)) throw new HttpsError('invalid-argument', 'URL must use port 80 or 443.');
  return url;
}

/** A caller with an ID token is limited by uid (the token is checked like every route's); anyone else by address. */
async function takeSlot(deps: FrameCheckDeps, request: ApiRequest): Promise<void> {
  const signedIn = header(request, 'authorization') !== undefined;
  const key = signedIn ? `uid:${(await requireBearerCaller(deps.auth, request)).uid}` : `ip:${request.ip}`;
  const retryAfter = (signedIn ? deps.signedIn : deps.signedOut).take(key, deps.clock.now());
  if (retryAfter > 0) throw rateLimited('Too many preview checks. Please wait a moment and try again.', retryAfter);
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
  const target = parseTarget(request.query.get('url'), deps.allowLoopback);
  await takeSlot(deps, request);
  const embedder = embedderOf(request);
  // Per site and web app, not per page: varying the path or query cannot make us fetch one site again and again.
  const cacheKey = `${target.protocol}//${target.host} ${embedder?.origin ?? '-'}`;
  const cached = deps.verdicts.get(cacheKey, deps.clock.now());
  if (cached) return cached;
  const answer = await checkSite(deps, target, embedder);
  deps.verdicts.set(cacheKey, answer, deps.clock.now());
  return answer;
}

async function checkSite(deps: FrameCheckDeps, target: URL, embedder: URL | null): Promise<FrameCheckAnswer> {
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
    embedder,
  );
  logs.frameChecked(target.hostname, verdict.frameable, verdict.frameable ? null : verdict.reason);
  return verdict;
}
