import type { ServerResponse } from 'node:http';
import type { Json } from '../tree/json.js';
import { prettyJson } from './pretty-json.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendJson(
  response: ServerResponse,
  status: number,
  value: Json,
  pretty: boolean,
  headers: Record<string, string> = {},
): void {
  const body = pretty ? prettyJson(value) : JSON.stringify(value);
  response.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

/** Errors always come pretty-printed, e.g. `{\n  "error" : "Permission denied"\n}\n`, as on the real service. */
export function sendError(response: ServerResponse, status: number, message: string): void {
  const body = `${prettyJson({ error: message })}\n`;
  response.writeHead(status, { 'Content-Type': JSON_TYPE, 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
}

export function sendNoContent(response: ServerResponse): void {
  response.writeHead(204);
  response.end();
}

export const PERMISSION_DENIED = 'Permission denied';
