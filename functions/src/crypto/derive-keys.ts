import { hkdfSync } from 'node:crypto';

/**
 * SIGNING_KEYS_SECRET is one master secret (base64 of at least 32 random bytes). Each use gets its own key
 * through HKDF-SHA256 with a distinct `info`, so a token key can never decrypt a signing key and vice versa.
 */
export type KeyPurpose = 'signing-keys/aes-256-gcm/v1' | 'download-tokens/hmac-sha256/v1';

const SALT = Buffer.from('apkforge', 'utf8');

export class SecretConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretConfigError';
  }
}

export function decodeMasterSecret(base64: string): Buffer {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) {
    throw new SecretConfigError('SIGNING_KEYS_SECRET must be base64 (e.g. `openssl rand -base64 32`).');
  }
  const bytes = Buffer.from(trimmed, 'base64');
  if (bytes.length < 32) {
    throw new SecretConfigError(`SIGNING_KEYS_SECRET must hold at least 32 bytes; it holds ${bytes.length}.`);
  }
  return bytes;
}

export function deriveKey(masterSecret: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, SALT, Buffer.from(purpose, 'utf8'), 32));
}
