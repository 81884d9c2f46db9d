import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ApiResult } from './types.js';

/** Writes a handler's result to the Node/Express response (a HEAD request gets the headers only). */
export async function writeResult(response: ServerResponse, result: ApiResult, method: string): Promise<void> {
  response.statusCode = result.status;
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
  if ('stream' in result) {
    if (method === 'HEAD') {
      result.stream.destroy();
      response.end();
      return;
    }
    await pipeline(result.stream, response);
    return;
  }
  if (result.json === undefined || result.status === 204) {
    response.end();
    return;
  }
  const body = JSON.stringify(result.json);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  // A handler may allow caching (the frame check's verdicts); anything else is never stored.
  if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-store');
  response.end(method === 'HEAD' ? undefined : body);
}
