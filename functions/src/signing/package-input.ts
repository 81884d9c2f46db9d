import { HttpsError } from 'firebase-functions/https';

const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** The `packageName` field every key callable takes, checked before anything is read. */
export function parsePackageName(data: unknown): string {
  const value = ((data ?? {}) as Record<string, unknown>).packageName;
  if (typeof value !== 'string' || value.length > 255 || !PACKAGE_NAME.test(value))
    throw new HttpsError('invalid-argument', 'packageName must be an Android package name.');
  return value;
}
