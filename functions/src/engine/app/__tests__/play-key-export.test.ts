import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectGolden } from '../../__tests__/support/golden.js';
import { playEncryptionTestKey, testKey } from '../../__tests__/support/test-key.js';
import { rsaAesKeyUnwrap } from '../../core/crypto/rsa-aes-key-wrap.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { exportKeyForPlay, PLAY_EXPORT_FILES } from '../play-key-export.js';
import { createHash } from 'node:crypto';

/** Fixed wrapping key and OAEP seed: only a golden test may pass them. */
const FIXED = { aesKey: new Uint8Array(32).fill(7), oaepSeed: new Uint8Array(20).fill(9) };

describe('the Play export (pepk --rsa-aes-encryption --include-cert format)', () => {
  it('decrypts with the encryption key pair to the PKCS#8 key, beside the certificate in PEM (golden bytes)', () => {
    const play = playEncryptionTestKey();
    const zip = exportKeyForPlay(testKey(), play.publicPem, FIXED);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual([PLAY_EXPORT_FILES.encryptedKey, PLAY_EXPORT_FILES.certificate]);
    const wrapped = files.get(PLAY_EXPORT_FILES.encryptedKey)!;
    // 512 bytes of RSA-4096 OAEP, then RFC 5649's wrap: the key padded to 8 bytes plus the 8-byte integrity block.
    expect(wrapped.length).toBe(512 + Math.ceil(testKey().privateKeyPkcs8.length / 8) * 8 + 8);
    expect(rsaAesKeyUnwrap(play.privateKey, wrapped)).toEqual(testKey().privateKeyPkcs8);
    const pem = new TextDecoder().decode(files.get(PLAY_EXPORT_FILES.certificate));
    expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=]+\n-----END CERTIFICATE-----\n$/);
    expect(Buffer.from(pem.split('\n')[1]!, 'base64')).toEqual(Buffer.from(testKey().certificate));
    expectGolden('play-export.zip', zip, createHash('sha256').update(zip).digest('hex'));
  });

  it('wraps with a fresh key every time, and only the right private key opens it', () => {
    const play = playEncryptionTestKey();
    const a = readZip(exportKeyForPlay(testKey(), play.publicPem)).get(PLAY_EXPORT_FILES.encryptedKey)!;
    const b = readZip(exportKeyForPlay(testKey(), play.publicPem)).get(PLAY_EXPORT_FILES.encryptedKey)!;
    expect(a).not.toEqual(b);
    expect(rsaAesKeyUnwrap(play.privateKey, b)).toEqual(testKey().privateKeyPkcs8);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    expect(() => rsaAesKeyUnwrap(other, a)).toThrow();
    const tampered = a.slice();
    tampered[a.length - 1]! ^= 1;
    expect(() => rsaAesKeyUnwrap(play.privateKey, tampered)).toThrow();
  });

  it('accepts the key as a PEM file or its base64 body, and refuses anything else naming the field', () => {
    const play = playEncryptionTestKey();
    const body = play.publicPem.split('\n').slice(1, -2).join('\n');
    expect(readZip(exportKeyForPlay(testKey(), body)).size).toBe(2);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'pem', type: 'spki' });
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' });
    for (const bad of ['', 'not a key', play.publicPem.replace(/[A-Z]{4}/, 'abcd'), String(ec), String(small)]) {
      expect(() => exportKeyForPlay(testKey(), bad)).toThrow(
        expect.objectContaining({ name: 'ApkConfigError', field: 'encryptionKey' }),
      );
    }
  });
});
