import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeMasterSecret, deriveKey, SecretConfigError } from './derive-keys.js';

const MASTER = Buffer.alloc(32, 7).toString('base64');

describe('deriveKey', () => {
  it('derives distinct 32-byte keys per purpose, deterministically', () => {
    const master = decodeMasterSecret(MASTER);
    const sealing = deriveKey(master, 'signing-keys/aes-256-gcm/v1');
    const tokens = deriveKey(master, 'download-tokens/hmac-sha256/v1');
    expect(sealing).toHaveLength(32);
    expect(tokens).toHaveLength(32);
    expect(sealing.equals(tokens)).toBe(false);
    expect(deriveKey(master, 'signing-keys/aes-256-gcm/v1').equals(sealing)).toBe(true);
    expect(sealing.equals(master)).toBe(false);
  });

  it('is HKDF-SHA256 with the documented salt and info', () => {
    const master = decodeMasterSecret(MASTER);
    const expected = Buffer.from(
      hkdfSync('sha256', master, Buffer.from('apkforge'), Buffer.from('download-tokens/hmac-sha256/v1'), 32),
    );
    expect(deriveKey(master, 'download-tokens/hmac-sha256/v1')).toEqual(expected);
  });

  it('refuses a secret that is not base64 or shorter than 32 bytes', () => {
    expect(() => decodeMasterSecret('not base64!')).toThrow(SecretConfigError);
    expect(() => decodeMasterSecret(Buffer.alloc(16).toString('base64'))).toThrow(/at least 32 bytes/);
    expect(decodeMasterSecret(` ${MASTER}\n`)).toHaveLength(32);
  });
});
