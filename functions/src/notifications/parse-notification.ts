import { HttpsError } from 'firebase-functions/https';
import {
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_SCHEDULE_MAX_DAYS,
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  type NotificationField,
} from '../contracts/notifications.js';
import { packageNameProblem } from '../contracts/package-name.js';

/** sendAppNotification's input once checked: trimmed texts, an http(s) link, the send time in ms or null (now). */
export interface NotificationInput {
  packageName: string;
  title: string;
  text: string;
  link: string;
  sendAt: number | null;
}

const FIELDS: ReadonlySet<string> = new Set(['packageName', 'title', 'text', 'link', 'sendAt']);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refusal naming the field at fault, in its message and in `details.field` (the composer shows it in place). */
export function fieldError(
  field: NotificationField,
  message: string,
  code: 'invalid-argument' | 'not-found' | 'permission-denied' | 'failed-precondition' = 'invalid-argument',
): HttpsError {
  return new HttpsError(code, message, { field });
}

// Line breaks and other control characters in a one-line title read as spaces; the text keeps its line breaks.
function text(value: unknown, field: 'title' | 'text', label: string, max: number, required: boolean): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') throw fieldError(field, `The ${label} must be text.`);
  const cleaned = (field === 'title' ? value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ') : value.replace(/\r\n?/g, '\n'))
    .replace(/[^\P{Cc}\n]/gu, '')
    .trim();
  if (required && cleaned === '') throw fieldError(field, `The ${label} is required.`);
  if (cleaned.length > max) throw fieldError(field, `The ${label} must be at most ${max} characters.`);
  return cleaned;
}

function link(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw fieldError('link', 'The link is required.');
  const trimmed = value.trim();
  if (trimmed.length > NOTIFICATION_LINK_MAX_LENGTH)
    throw fieldError('link', `The link must be at most ${NOTIFICATION_LINK_MAX_LENGTH} characters.`);
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    // refused below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password)
    throw fieldError('link', 'The link must be a web address starting with https://.');
  return url.href;
}

/** Milliseconds or an ISO 8601 time; null when absent. In the past or too far ahead is refused. */
function sendAt(value: unknown, nowMs: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw fieldError('sendAt', 'The send time must be a date and time.');
  if (ms < nowMs)
    throw fieldError('sendAt', 'The send time is in the past. Choose a later time, or leave it empty to send now.');
  if (ms > nowMs + NOTIFICATION_SCHEDULE_MAX_DAYS * DAY_MS)
    throw fieldError('sendAt', `The send time must be within the next ${NOTIFICATION_SCHEDULE_MAX_DAYS} days.`);
  return Math.floor(ms);
}

/** The callable's `data`, checked field by field (docs/api.md "App notifications"): every refusal names its field. */
export function parseNotificationInput(data: unknown, nowMs: number): NotificationInput {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', 'Send { packageName, title, text, link } and, if you like, sendAt.');
  const input = data as Record<string, unknown>;
  const extra = Object.keys(input).find((key) => !FIELDS.has(key));
  if (extra !== undefined) throw new HttpsError('invalid-argument', `Unknown field: ${extra.slice(0, 40)}.`);
  if (typeof input.packageName !== 'string' || packageNameProblem(input.packageName) !== null)
    throw fieldError('packageName', 'packageName must be the Android package name of one of your apps.');
  return {
    packageName: input.packageName,
    title: text(input.title, 'title', 'title', NOTIFICATION_TITLE_MAX_LENGTH, true),
    text: text(input.text, 'text', 'text', NOTIFICATION_TEXT_MAX_LENGTH, false),
    link: link(input.link),
    sendAt: sendAt(input.sendAt, nowMs),
  };
}
