import type { ServerResponse } from 'node:http';
import { sendJson } from '@apkforge/test-kit/http';

/** `{"error": "..."}`, the shape of the real service's errors (it pretty-prints them; nothing here reads the layout). */
export function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: message });
}

export const PERMISSION_DENIED = 'Permission denied';
