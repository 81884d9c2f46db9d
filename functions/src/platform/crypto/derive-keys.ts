import { hkdfSync } from 'node:crypto';

/**
 * Each master secret (base64 of at least 32 random bytes) gives one key per use through HKDF-SHA256 with a
 * distinct `info`, so a key made for one purpose can never serve another. SIGNING_KEYS_SECRET gives the sealing
 * key of users' signing keys and its key id; DOWNLOAD_LINKS_SECRET gives the download-link MAC key.
 */
export type KeyPurpose = 'signing-keys/aes-256-gcm/v1' | 'signing-keys/key-id/v1' | 'download-tokens/hmac-sha256/v1';

const SALT = Buffer.from('apkforge', 'utf8');

export class SecretConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretConfigError';
  }
}

/** `name` is the secret's name, so a misconfiguration says which secret is wrong. */
export function decodeMasterSecret(base64: string, name = 'SIGNING_KEYS_SECRET'): Buffer {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) {
    throw new SecretConfigError(`${name} must be base64 (e.g. \`openssl rand -base64 32\`).`);
  }
  const bytes = Buffer.from(trimmed, 'base64');
  if (bytes.length < 32) {
    throw new SecretConfigError(`${name} must hold at least 32 bytes; it holds ${bytes.length}.`);
  }
  return bytes;
}

export function deriveKey(masterSecret: Buffer, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', masterSecret, SALT, Buffer.from(purpose, 'utf8'), 32));
}
