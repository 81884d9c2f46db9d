import type { ApiRequest } from './types.js';
import { header } from './types.js';

/**
 * CORS for the web origin. Hosting serves the API same-origin (rewrite of /api/**), where browsers send no
 * preflight; a production API base on another origin needs these headers. The API authenticates with a Bearer
 * token, never cookies, so no credentials are allowed.
 */
export function corsHeaders(request: ApiRequest, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = header(request, 'origin');
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

export function preflightHeaders(request: ApiRequest, allowedOrigins: readonly string[]): Record<string, string> {
  const base = corsHeaders(request, allowedOrigins);
  if (!base['Access-Control-Allow-Origin']) return { Vary: 'Origin' };
  return {
    ...base,
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '3600',
  };
}

/** `API_ALLOWED_ORIGINS` is a comma-separated list of exact origins, e.g. `https://apkforge.web.app`. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}
