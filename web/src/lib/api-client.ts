import { env } from '@/config/env';

/** Server answered with a non-OK status. `message` keeps the internal text of docs/product.md §8. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string,
  ) {
    super(`HTTP error! status: ${status}`);
    this.name = 'ApiError';
  }
}

/** Resolves a path or URL from the API against API_BASE ('' = this origin). */
export function resolveApiUrl(pathOrUrl: string, apiBase: string = env.apiBase, origin?: string): string {
  const base = apiBase || origin || globalThis.location?.origin || 'http://localhost';
  return new URL(pathOrUrl, base.endsWith('/') ? base : `${base}/`).toString();
}

export function apiPath(path: string, apiBase: string = env.apiBase): string {
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

async function readError(response: Response): Promise<ApiError> {
  let code = 'unknown';
  let message = '';
  try {
    const body = (await response.json()) as ErrorBody;
    if (typeof body.error?.code === 'string') code = body.error.code;
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON (a proxy page, an empty body): the status alone tells the story.
  }
  return new ApiError(response.status, code, message);
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}, fetchImpl: typeof fetch = fetch): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  const response = await fetchImpl(apiPath(path), {
    method: request.method ?? 'GET',
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
