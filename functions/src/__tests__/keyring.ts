import { createCipheriv, randomBytes } from 'node:crypto';
import { sealingKeyFromMaster, type SealingKeyring } from '../signing/seal.js';

/** A keyring of a fresh random secret (and optionally a previous one). */
export function testKeyring(previous?: SealingKeyring): SealingKeyring {
  const current = sealingKeyFromMaster(randomBytes(32));
  return previous ? { current, previous: previous.current } : { current };
}

/**
 * The first sealed format, `base64(iv).base64(tag).base64(ciphertext)` without a key id, written independently of
 * signing/seal.ts: what the stores of the first release hold.
 */
export function sealFirstFormat(key: Buffer, plaintext: Uint8Array, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join('.');
}
