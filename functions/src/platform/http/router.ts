import { HttpsError } from 'firebase-functions/https';
import { corsHeaders, preflightHeaders } from './cors.js';
import { errorBody, httpStatusOf, retryAfterOf } from './errors.js';
import { json, type ApiRequest, type ApiResult, type RouteHandler, type RouteParams } from './types.js';

export interface Route {
  method: 'GET' | 'POST';
  /** e.g. `/builds/:buildId/download`, relative to the API root. */
  path: string;
  handler: RouteHandler;
}

export interface RouterOptions {
  allowedOrigins: readonly string[];
  onUnexpectedError(error: unknown, request: ApiRequest): void;
}

/**
 * Hosting forwards `/api/download-apk` as is, while the function's own URL gives `/download-apk`:
 * both reach the same route.
 */
export function apiRelativePath(path: string): string {
  const withoutPrefix = path === '/api' || path.startsWith('/api/') ? path.slice(4) : path;
  const trimmed = withoutPrefix.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchPath(pattern: string, path: string): RouteParams | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index] ?? '';
    const actual = have[index] ?? '';
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

function errorResult(error: HttpsError): ApiResult {
  const retryAfter = retryAfterOf(error);
  return json(
    httpStatusOf(error.code),
    errorBody(error.code, error.message),
    retryAfter === null ? undefined : { 'Retry-After': String(retryAfter) },
  );
}

export function createRouter(
  routes: readonly Route[],
  options: RouterOptions,
): (request: ApiRequest) => Promise<ApiResult> {
  return async (request) => {
    if (request.method === 'OPTIONS') {
      return { status: 204, headers: preflightHeaders(request, options.allowedOrigins), json: undefined };
    }
    const result = await dispatch(routes, options, request);
    return { ...result, headers: { ...result.headers, ...corsHeaders(request, options.allowedOrigins) } } as ApiResult;
  };
}

async function dispatch(routes: readonly Route[], options: RouterOptions, request: ApiRequest): Promise<ApiResult> {
  const path = apiRelativePath(request.path);
  const matching = routes
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((candidate): candidate is { route: Route; params: RouteParams } => candidate.params !== null);
  if (matching.length === 0) {
    return json(404, errorBody('not-found', `No API route for ${path}.`));
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const found = matching.find((candidate) => candidate.route.method === method);
  if (!found) {
    const allowed = [...new Set(matching.map((candidate) => candidate.route.method)), 'OPTIONS'].join(', ');
    return json(405, errorBody('method-not-allowed', `Use ${allowed} for ${path}.`), { Allow: allowed });
  }
  try {
    return await found.route.handler(request, found.params);
  } catch (error) {
    if (error instanceof HttpsError) return errorResult(error);
    options.onUnexpectedError(error, request);
    return json(500, errorBody('internal', 'Something went wrong on our side. Please try again.'));
  }
}
