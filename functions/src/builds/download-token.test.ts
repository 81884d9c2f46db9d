import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { downloadTokens } from './download-token.js';

const key = randomBytes(32);
const tokens = downloadTokens(key);
const NOW_MS = 1_800_000_000_000;
const claims = { uid: 'user-1', buildId: 'b123', expiresAt: NOW_MS / 1000 + 600 };

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return 'accepted';
}

describe('download tokens', () => {
  it('round-trip and are URL-safe', () => {
    const token = tokens.sign(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokens.verify(token, 'b123', NOW_MS)).toEqual(claims);
  });

  it('expire', () => {
    const token = tokens.sign(claims);
    expect(tokens.verify(token, 'b123', NOW_MS + 599_000).uid).toBe('user-1');
    expect(errorOf(() => tokens.verify(token, 'b123', NOW_MS + 600_000))).toBe(
      'permission-denied: This download link has expired. Please generate the APK again.',
    );
  });

  it('only open the build they were made for', () => {
    expect(errorOf(() => tokens.verify(tokens.sign(claims), 'b999', NOW_MS))).toMatch(
      /^permission-denied: This download link is invalid/,
    );
  });

  it('refuse another key, a forged payload and malformed strings', () => {
    const token = tokens.sign(claims);
    expect(errorOf(() => downloadTokens(randomBytes(32)).verify(token, 'b123', NOW_MS))).toMatch(/invalid/);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ v: 1, u: 'user-2', b: 'b123', e: claims.expiresAt })).toString(
      'base64url',
    );
    expect(errorOf(() => tokens.verify(`${forged}.${signature}`, 'b123', NOW_MS))).toMatch(/invalid/);
    for (const junk of ['', 'abc', 'a.b.c', `${token}.x`, '.']) {
      expect(errorOf(() => tokens.verify(junk, 'b123', NOW_MS))).toMatch(/^permission-denied/);
    }
  });
});
