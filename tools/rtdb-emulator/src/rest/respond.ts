import type { ServerResponse } from 'node:http';
import { sendJsonText } from '@apkforge/test-kit/http';
import type { Json } from '../tree/json.js';
import { prettyJson } from './pretty-json.js';

export function sendJson(
  response: ServerResponse,
  status: number,
  value: Json,
  pretty: boolean,
  headers: Record<string, string> = {},
): void {
  sendJsonText(response, status, pretty ? prettyJson(value) : JSON.stringify(value), headers);
}

/** Errors always come pretty-printed, e.g. `{\n  "error" : "Permission denied"\n}\n`, as on the real service. */
export function sendError(response: ServerResponse, status: number, message: string): void {
  sendJsonText(response, status, `${prettyJson({ error: message })}\n`);
}

export function sendNoContent(response: ServerResponse): void {
  response.writeHead(204);
  response.end();
}

export const PERMISSION_DENIED = 'Permission denied';
