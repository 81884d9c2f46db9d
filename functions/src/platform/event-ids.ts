import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * An event id (a support action's audit entry, timeline entry and email share it): time-ordered, so the audit
 * trail and the timeline list in order by key, and unguessable. Only [0-9a-z], a safe database key.
 */
export function newEventId(nowMs: number): string {
  const time = nowMs.toString(36).padStart(9, '0');
  const random = Array.from(randomBytes(10), (byte) => ALPHABET[byte % 36]).join('');
  return `e${time}${random}`;
}
