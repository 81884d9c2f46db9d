import { randomBytes } from 'node:crypto';
import { notificationId } from '../contracts/notifications.js';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A build id: time-ordered (so a user's builds list in creation order) and unguessable. Only
 * [0-9a-z], so it is safe as a database key, a Storage object name and a URL segment.
 */
export function newBuildId(nowMs: number): string {
  return timeOrderedId('b', nowMs);
}

/** A key export's id (`keyExports/{uid}/{exportId}`): time-ordered and unguessable like a build id. */
export function newExportId(nowMs: number): string {
  return timeOrderedId('k', nowMs);
}

/** An app notification's id (contracts/notifications.ts): ordered by when it enters the feed, `atMs`. */
export function newNotificationId(atMs: number): string {
  return notificationId(atMs, Array.from(randomBytes(4), (byte) => ALPHABET[byte % 36]).join(''));
}

function timeOrderedId(prefix: string, nowMs: number): string {
  const time = nowMs.toString(36).padStart(9, '0');
  const random = Array.from(randomBytes(12), (byte) => ALPHABET[byte % 36]).join('');
  return `${prefix}${time}${random}`;
}

/** Database keys cannot contain . # $ [ ] / or control characters, and are at most 768 bytes. */
export function isSafeKey(value: unknown, maxLength = 128): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength && /^[A-Za-z0-9_-]+$/.test(value);
}

// The Realtime Database's push-id alphabet, in ASCII order so ids sort by time as strings do.
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * A push-style id (the form `push()` gives, 20 characters): 8 characters of the time in milliseconds, then 12 random
 * ones, so a user's requests list in creation order and no id can be guessed. Made by the server, never the client.
 */
export function newPushId(nowMs: number): string {
  let time = Math.floor(nowMs);
  let head = '';
  for (let index = 0; index < 8; index += 1) {
    head = PUSH_CHARS.charAt(time % 64) + head;
    time = Math.floor(time / 64);
  }
  const tail = Array.from(randomBytes(12), (byte) => PUSH_CHARS.charAt(byte % 64)).join('');
  return head + tail;
}
