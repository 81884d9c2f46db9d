import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { downloadTokens, type DownloadTarget } from './download-token.js';

const key = randomBytes(32);
const tokens = downloadTokens(key);
const NOW_MS = 1_800_000_000_000;
const build: DownloadTarget = { kind: 'build', buildId: 'b123' };
const bundle: DownloadTarget = { kind: 'deliverable', requestId: '-Nreq1', deliverableId: 'aab' };
const claims = { uid: 'user-1', target: build, expiresAt: NOW_MS / 1000 + 600 };

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
  return 'accepted';
}

/** A payload signed with the right key: what a leak of the key would allow, to test the checks after the MAC. */
function signedWith(payload: unknown): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${createHmac('sha256', key).update(encoded).digest('base64url')}`;
}

describe('download tokens', () => {
  it('round-trip for a build and for a deliverable, and are URL-safe', () => {
    const token = tokens.sign(claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokens.verify(token, build, NOW_MS)).toEqual({ ...claims, nonce: expect.stringMatching(/^[\w-]{12}$/) });
    const forBundle = { ...claims, target: bundle };
    expect(tokens.verify(tokens.sign(forBundle), bundle, NOW_MS)).toMatchObject(forBundle);
    const attachment: DownloadTarget = { kind: 'attachment', requestId: '-Nreq1', attachmentId: 'att1' };
    expect(tokens.verify(tokens.sign({ ...claims, target: attachment }), attachment, NOW_MS).target).toEqual(
      attachment,
    );
  });

  it('have one spelling: padding, foreign characters and flipped spare bits are refused', () => {
    const token = tokens.sign(claims);
    const [payload = '', signature = ''] = token.split('.');
    // The 32-byte MAC is 43 base64url characters: the last carries 4 data bits and 2 spare ones.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareFlipped = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const variants = [
      `${token}=`,
      `${token}==`,
      `${payload}=.${signature}`,
      `${payload}.${signature.slice(0, -1)}${spareFlipped}`,
      `${payload}.${signature}%3D`,
      ` ${token}`,
      `${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}`,
    ].filter((variant) => variant !== token);
    expect(Buffer.from(`${signature.slice(0, -1)}${spareFlipped}`, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    for (const variant of variants) {
      expect(errorOf(() => tokens.verify(variant, build, NOW_MS))).toMatch(/^permission-denied: .*invalid/);
    }
    expect(tokens.verify(token, build, NOW_MS).uid).toBe('user-1');
  });

  it('refuse a signed payload whose nonce is missing or not one sign() makes', () => {
    for (const n of [undefined, '', 'short', 'x'.repeat(13), 'bad nonce!!!', 7]) {
      const payload = { v: 2, u: 'user-1', t: 'b:b123', e: claims.expiresAt, ...(n === undefined ? {} : { n }) };
      expect(errorOf(() => tokens.verify(signedWith(payload), build, NOW_MS))).toMatch(/invalid/);
    }
    expect(
      tokens.verify(
        signedWith({ v: 2, u: 'user-1', t: 'b:b123', e: claims.expiresAt, n: 'abcdefghijkl' }),
        build,
        NOW_MS,
      ).nonce,
    ).toBe('abcdefghijkl');
  });

  it('expire, with a remedy that fits the kind of file', () => {
    const token = tokens.sign(claims);
    expect(tokens.verify(token, build, NOW_MS + 599_000).uid).toBe('user-1');
    expect(errorOf(() => tokens.verify(token, build, NOW_MS + 600_000))).toBe(
      'permission-denied: This download link has expired. Please generate the APK again.',
    );
    const forBundle = tokens.sign({ ...claims, target: bundle });
    expect(errorOf(() => tokens.verify(forBundle, bundle, NOW_MS + 600_000))).toBe(
      'permission-denied: This download link has expired. Please open the request and press Download again.',
    );
  });

  it('only open the file they were made for', () => {
    const token = tokens.sign(claims);
    expect(errorOf(() => tokens.verify(token, { kind: 'build', buildId: 'b999' }, NOW_MS))).toMatch(
      /^permission-denied: This download link is invalid/,
    );
    const forBundle = tokens.sign({ ...claims, target: bundle });
    for (const other of [
      { ...bundle, deliverableId: 'apk' },
      { ...bundle, requestId: '-Nreq2' },
      { kind: 'build', buildId: 'aab' } as const,
    ]) {
      expect(errorOf(() => tokens.verify(forBundle, other, NOW_MS))).toMatch(/invalid/);
    }
    // A build token cannot be replayed as a deliverable whose ids happen to spell the same string.
    expect(
      errorOf(() => tokens.verify(token, { kind: 'deliverable', requestId: 'b', deliverableId: 'b123' }, NOW_MS)),
    ).toMatch(/invalid/);
  });

  it('refuse another key, a forged payload, an old version and malformed strings', () => {
    const token = tokens.sign(claims);
    expect(errorOf(() => downloadTokens(randomBytes(32)).verify(token, build, NOW_MS))).toMatch(/invalid/);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ v: 2, u: 'user-2', t: 'b:b123', e: claims.expiresAt })).toString(
      'base64url',
    );
    expect(errorOf(() => tokens.verify(`${forged}.${signature}`, build, NOW_MS))).toMatch(/invalid/);
    expect(errorOf(() => tokens.verify(signedWith({ v: 1, u: 'user-1', b: 'b123', e: 2e9 }), build, NOW_MS))).toMatch(
      /invalid/,
    );
    expect(errorOf(() => tokens.verify(signedWith('not an object'), build, NOW_MS))).toMatch(/invalid/);
    const notJson = Buffer.from('{').toString('base64url');
    expect(
      errorOf(() =>
        tokens.verify(`${notJson}.${createHmac('sha256', key).update(notJson).digest('base64url')}`, build, NOW_MS),
      ),
    ).toMatch(/invalid/);
    for (const junk of ['', 'abc', 'a.b.c', `${token}.x`, '.']) {
      expect(errorOf(() => tokens.verify(junk, build, NOW_MS))).toMatch(/^permission-denied/);
    }
  });

  it('makes a different link each time, so two links made in the same second are used up separately', () => {
    const first = tokens.sign(claims);
    const second = tokens.sign(claims);
    expect(first).not.toBe(second);
    expect(tokens.verify(first, build, NOW_MS).nonce).not.toBe(tokens.verify(second, build, NOW_MS).nonce);
  });
});
