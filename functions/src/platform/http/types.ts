import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** A request as the API handlers see it: plain data, independent of Express, easy to build in tests. */
export interface ApiRequest {
  method: string;
  /** Path without the query string, e.g. `/api/download-apk`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The client's address: the X-Forwarded-For hop Google's front end appended (platform/http/from-node.ts). */
  ip: string;
}

/** What a handler answers: JSON or a stream; the router writes it. */
export type ApiResult =
  | { status: number; headers?: Record<string, string>; json: unknown }
  | { status: number; headers: Record<string, string>; stream: Readable };

export type RouteParams = Record<string, string>;
export type RouteHandler = (request: ApiRequest, params: RouteParams) => Promise<ApiResult>;

export function json(status: number, body: unknown, headers?: Record<string, string>): ApiResult {
  return headers ? { status, headers, json: body } : { status, json: body };
}

export function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
