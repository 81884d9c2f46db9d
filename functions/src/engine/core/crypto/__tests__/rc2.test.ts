import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import { rc2CbcDecrypt } from '../rc2.js';

const openssl = systemTool('openssl');

describe.skipIf(openssl.skip)('RC2-CBC decryption', () => {
  const iv = Buffer.from('0011223344556677', 'hex');
  const plain = Buffer.from('legacy PKCS#12 certificates are RC2-40 encrypted');
  for (const [cipher, key, bits] of [
    ['rc2-40-cbc', '0102030405', 40],
    ['rc2-cbc', '00112233445566778899aabbccddeeff', 128],
  ] as const) {
    it(`decrypts what OpenSSL's ${cipher} encrypts`, () => {
      let encrypted: Buffer;
      try {
        encrypted = execFileSync(
          openssl.path!,
          ['enc', `-${cipher}`, '-provider', 'legacy', '-provider', 'default', '-K', key, '-iv', iv.toString('hex')],
          { input: plain, stdio: ['pipe', 'pipe', 'pipe'] },
        );
      } catch (error) {
        throw new Error(`this OpenSSL cannot encrypt with RC2 (legacy provider missing?): ${String(error)}`, {
          cause: error,
        });
      }
      expect(Buffer.from(rc2CbcDecrypt(Buffer.from(key, 'hex'), bits, iv, encrypted)).toString()).toBe(
        plain.toString(),
      );
    });
  }

  it('rejects bad padding and partial blocks', () => {
    expect(() => rc2CbcDecrypt(Buffer.alloc(5), 40, iv, Buffer.alloc(7))).toThrow(/blocks/);
    expect(() => rc2CbcDecrypt(Buffer.alloc(5), 40, iv, Buffer.alloc(8))).toThrow(/padding/);
  });
});
