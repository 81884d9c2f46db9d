import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal, UnsealError } from './seal.js';

const key = randomBytes(32);
const secret = Buffer.from('-----private key bytes-----');

function flipFirstByte(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('seal / unseal (AES-256-GCM)', () => {
  it('round-trips and writes base64 iv.tag.ciphertext', () => {
    const sealed = seal(key, secret, 'signingKeys/u1/k');
    const [iv, tag, ciphertext] = sealed.split('.');
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64')).toHaveLength(16);
    expect(Buffer.from(ciphertext!, 'base64')).toHaveLength(secret.length);
    expect(sealed).not.toContain(secret.toString('base64'));
    expect(unseal(key, sealed, 'signingKeys/u1/k')).toEqual(secret);
  });

  it('uses a fresh IV each time', () => {
    expect(seal(key, secret, 'c')).not.toBe(seal(key, secret, 'c'));
  });

  it('refuses the wrong key', () => {
    expect(() => unseal(randomBytes(32), seal(key, secret, 'c'), 'c')).toThrow(UnsealError);
  });

  it('refuses another context (a sealed key copied under another user)', () => {
    expect(() => unseal(key, seal(key, secret, 'signingKeys/u1/k'), 'signingKeys/u2/k')).toThrow(UnsealError);
  });

  it.each([0, 1, 2])('refuses a tampered part %i', (part) => {
    const parts = seal(key, secret, 'c').split('.');
    parts[part] = flipFirstByte(parts[part]!);
    expect(() => unseal(key, parts.join('.'), 'c')).toThrow(UnsealError);
  });

  it('refuses malformed input', () => {
    expect(() => unseal(key, 'not-sealed', 'c')).toThrow(UnsealError);
    expect(() => unseal(key, 'a.b.c', 'c')).toThrow(UnsealError);
  });
});
