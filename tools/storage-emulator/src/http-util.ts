import type { ServerResponse } from 'node:http';
import { sendJson } from '@apkforge/test-kit/http';

/** GCS JSON API error shape. */
export function sendError(response: ServerResponse, status: number, reason: string, message: string): void {
  sendJson(response, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });
}

/** Byte range of a `Range: bytes=...` header against a length; null when absent or unsatisfiable. */
export function parseRange(
  header: string | undefined,
  length: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, length - Number(match[2]));
    end = length - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? length - 1 : Math.min(Number(match[2]), length - 1);
  }
  if (start >= length || start > end) return 'unsatisfiable';
  return { start, end };
}
