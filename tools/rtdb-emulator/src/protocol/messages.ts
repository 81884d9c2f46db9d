/**
 * The realtime wire protocol (v5), as the SDK speaks it. Every frame is JSON:
 *   control   {t:'c', d:{t, d}}: 'h' hello (handshake), 'p' ping / 'o' pong, 's' shutdown, 'r' reset,
 *             'n' end of transmission and 'a' switch ack during a transport upgrade
 *   data      {t:'d', d:{r, a, b}} requests from the client, {t:'d', d:{r, b:{s, d}}} replies,
 *             {t:'d', d:{a, b}} server pushes: 'd' overwrite, 'm' merge, 'c' listen revoked, 'ac' auth revoked
 */
const PROTOCOL_VERSION = '5';

export type Status = 'ok' | 'permission_denied' | 'datastale' | 'invalid_token' | 'invalid_data' | 'error';

export interface ClientRequest {
  readonly r: number;
  readonly a: string;
  readonly b: Record<string, unknown>;
}

export type ServerFrame = { t: 'c'; d: { t: string; d: unknown } } | { t: 'd'; d: Record<string, unknown> };

export function hello(timestamp: number, host: string, sessionId: string): ServerFrame {
  return { t: 'c', d: { t: 'h', d: { ts: timestamp, v: PROTOCOL_VERSION, h: host, s: sessionId } } };
}

export function control(type: string, data: unknown = {}): ServerFrame {
  return { t: 'c', d: { t: type, d: data } };
}

export function reply(requestNumber: number, status: Status, data: unknown = ''): ServerFrame {
  return { t: 'd', d: { r: requestNumber, b: { s: status, d: data } } };
}

export function push(action: string, body: Record<string, unknown>): ServerFrame {
  return { t: 'd', d: { a: action, b: body } };
}

/** The text the real service sends with a denied operation; the SDK builds "PERMISSION_DENIED: Permission denied". */
export const PERMISSION_DENIED_TEXT = 'Permission denied';

export function isClientRequest(value: unknown): value is ClientRequest {
  if (value === null || typeof value !== 'object') return false;
  const request = value as Record<string, unknown>;
  return (
    typeof request.r === 'number' &&
    typeof request.a === 'string' &&
    (request.b === undefined || typeof request.b === 'object')
  );
}
