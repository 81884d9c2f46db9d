import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A build id: time-ordered (so a user's builds list in creation order) and unguessable. Only
 * [0-9a-z], so it is safe as a database key, a Storage object name and a URL segment.
 */
export function newBuildId(nowMs: number): string {
  const time = nowMs.toString(36).padStart(9, '0');
  const random = Array.from(randomBytes(12), (byte) => ALPHABET[byte % 36]).join('');
  return `b${time}${random}`;
}

/** Database keys cannot contain . # $ [ ] / or control characters, and are at most 768 bytes. */
export function isSafeKey(value: unknown, maxLength = 128): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength && /^[A-Za-z0-9_-]+$/.test(value);
}
