import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class UnsealError extends Error {
  constructor() {
    super('The sealed value cannot be opened: wrong key, wrong context or tampered data.');
    this.name = 'UnsealError';
  }
}

/**
 * AES-256-GCM, written as `base64(iv).base64(tag).base64(ciphertext)`. `context` is authenticated but not stored
 * (e.g. `signingKeys/<uid>/<keyId>`), so a sealed value copied to another path or user does not open.
 */
export function seal(key: Buffer, plaintext: Uint8Array, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64')).join('.');
}

export function unseal(key: Buffer, sealed: string, context: string): Buffer {
  const parts = sealed.split('.');
  if (parts.length !== 3) throw new UnsealError();
  const [iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64')) as [Buffer, Buffer, Buffer];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new UnsealError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new UnsealError();
  }
}
