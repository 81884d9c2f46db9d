import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealFirstFormat, testKeyring } from '../__tests__/keyring.js';
import { keyringFromSecrets } from './keyring.js';
import { seal, sealedKeyId, sealingKeyFromMaster, unseal, UnsealError } from './seal.js';

const secret = Buffer.from('-----private key bytes-----');

function flipFirstByte(base64: string): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[0] = (bytes[0] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

describe('seal / unseal (AES-256-GCM)', () => {
  const keyring = testKeyring();

  it('round-trips and writes v2.keyId.iv.tag.ciphertext', () => {
    const sealed = seal(keyring.current, secret, 'signingKeys/u1/k');
    const [version, keyId, iv, tag, ciphertext] = sealed.split('.');
    expect(version).toBe('v2');
    expect(keyId).toBe(keyring.current.id);
    expect(sealedKeyId(sealed)).toBe(keyring.current.id);
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64')).toHaveLength(16);
    expect(Buffer.from(ciphertext!, 'base64')).toHaveLength(secret.length);
    expect(sealed).not.toContain(secret.toString('base64'));
    expect(unseal(keyring, sealed, 'signingKeys/u1/k')).toEqual({
      plaintext: secret,
      keyId: keyring.current.id,
      stale: false,
    });
  });

  it('uses a fresh IV each time', () => {
    expect(seal(keyring.current, secret, 'c')).not.toBe(seal(keyring.current, secret, 'c'));
  });

  it('derives the same key id from the same secret on every instance, another from another secret', () => {
    const master = randomBytes(32);
    expect(sealingKeyFromMaster(master).id).toBe(sealingKeyFromMaster(Buffer.from(master)).id);
    expect(sealingKeyFromMaster(master).id).toMatch(/^[0-9a-f]{16}$/);
    expect(sealingKeyFromMaster(randomBytes(32)).id).not.toBe(sealingKeyFromMaster(master).id);
  });

  it('refuses a key it does not hold, naming the key the value asks for', () => {
    const other = testKeyring();
    expect(() => unseal(keyring, seal(other.current, secret, 'c'), 'c')).toThrow(
      new RegExp(`names key ${other.current.id}`),
    );
  });

  it('refuses another context (a sealed key copied under another user)', () => {
    expect(() => unseal(keyring, seal(keyring.current, secret, 'signingKeys/u1/k'), 'signingKeys/u2/k')).toThrow(
      UnsealError,
    );
  });

  it.each([2, 3, 4])('refuses a tampered part %i', (part) => {
    const parts = seal(keyring.current, secret, 'c').split('.');
    parts[part] = flipFirstByte(parts[part]!);
    expect(() => unseal(keyring, parts.join('.'), 'c')).toThrow(UnsealError);
  });

  it('refuses malformed input', () => {
    expect(() => unseal(keyring, 'not-sealed', 'c')).toThrow(UnsealError);
    expect(() => unseal(keyring, 'a.b.c', 'c')).toThrow(UnsealError);
    expect(() => unseal(keyring, 'v2.x.a.b.c', 'c')).toThrow(UnsealError);
  });
});

describe('rotation: the current and the previous secret', () => {
  it('opens a value sealed with the previous key and says it is stale', () => {
    const before = testKeyring();
    const during = testKeyring(before);
    const sealed = seal(before.current, secret, 'c');
    expect(unseal(during, sealed, 'c')).toEqual({ plaintext: secret, keyId: before.current.id, stale: true });
    expect(unseal(during, seal(during.current, secret, 'c'), 'c').stale).toBe(false);
  });

  it('opens the first format (no key id) with the current or the previous key, always stale', () => {
    const before = testKeyring();
    const during = testKeyring(before);
    const first = sealFirstFormat(before.current.key, secret, 'c');
    expect(sealedKeyId(first)).toBeNull();
    expect(unseal(before, first, 'c')).toMatchObject({ keyId: before.current.id, stale: true });
    expect(unseal(during, first, 'c')).toMatchObject({ plaintext: secret, keyId: before.current.id, stale: true });
    expect(() => unseal(testKeyring(), first, 'c')).toThrow(UnsealError);
  });

  it('builds the keyring from the secrets; "none", empty or the same secret mean no previous key', () => {
    const current = randomBytes(32).toString('base64');
    const previous = randomBytes(32).toString('base64');
    expect(keyringFromSecrets(current, previous).previous?.id).toBe(
      sealingKeyFromMaster(Buffer.from(previous, 'base64')).id,
    );
    for (const none of [undefined, '', 'none', ' none\n', current]) {
      expect(keyringFromSecrets(current, none).previous).toBeUndefined();
    }
    expect(() => keyringFromSecrets(current, 'short')).toThrow(/SIGNING_KEYS_SECRET_PREVIOUS must hold at least 32/);
    expect(() => keyringFromSecrets('not base64!', undefined)).toThrow(/SIGNING_KEYS_SECRET must be base64/);
  });
});
