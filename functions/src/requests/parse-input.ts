import { HttpsError } from 'firebase-functions/https';
import type { OpsTarget } from '../contracts/ops.js';
import { isSafeKey } from '../platform/ids.js';

/** The callable's `data` as an object of unknown fields (anything else is an empty object). */
export function fieldsOf(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

export function parseTarget(data: unknown): OpsTarget {
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.uid)) throw new HttpsError('invalid-argument', 'uid is required.');
  if (!isSafeKey(fields.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  return { uid: fields.uid, requestId: fields.requestId };
}

/** A trimmed text of 1..max characters (or 0..max when optional). */
export function parseText(value: unknown, field: string, max: number, options: { optional?: boolean } = {}): string {
  if (value === undefined && options.optional) return '';
  if (typeof value !== 'string') throw new HttpsError('invalid-argument', `${field} must be text.`);
  const text = value.trim();
  if (!options.optional && text === '') throw new HttpsError('invalid-argument', `${field} is required.`);
  if (text.length > max) throw new HttpsError('invalid-argument', `${field} is longer than ${max} characters.`);
  return text;
}

/** A whole number within [min, max]. */
export function parseWholeNumber(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new HttpsError('invalid-argument', `${field} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}
