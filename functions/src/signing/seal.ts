import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../platform/crypto/derive-keys.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks the sealed format that names its key: `v2.<keyId>.<iv>.<tag>.<ciphertext>`. */
const VERSION = 'v2';

export class UnsealError extends Error {
  constructor(message = 'The sealed value cannot be opened: wrong key, wrong context or tampered data.') {
    super(message);
    this.name = 'UnsealError';
  }
}

/** An AES-256 key and its public id (derived from the same secret, so every instance computes the same id). */
export interface SealingKey {
  id: string;
  key: Buffer;
}

/**
 * The keys a deployment can open sealed values with: the current one (used for every new seal) and, during a
 * rotation, the previous one (README "Rotating the signing-keys secret").
 */
export interface SealingKeyring {
  current: SealingKey;
  previous?: SealingKey;
}

export function sealingKeyFromMaster(master: Buffer): SealingKey {
  return {
    id: deriveKey(master, 'signing-keys/key-id/v1').subarray(0, 8).toString('hex'),
    key: deriveKey(master, 'signing-keys/aes-256-gcm/v1'),
  };
}

/** The key id a sealed value names, or null for the first format (`iv.tag.ciphertext`, which names none). */
export function sealedKeyId(sealed: string): string | null {
  const parts = sealed.split('.');
  return parts.length === 5 && parts[0] === VERSION ? (parts[1] ?? null) : null;
}

/**
 * AES-256-GCM with the keyring's current key, written `v2.<keyId>.base64(iv).base64(tag).base64(ciphertext)`.
 * `context` is authenticated but not stored (e.g. `signingKeys/<uid>/<packageKey>`), so a sealed value copied to
 * another path or user does not open.
 */
export function seal(key: SealingKey, plaintext: Uint8Array, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, key.id, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64'))].join('.');
}

function open(key: Buffer, [iv, tag, ciphertext]: [Buffer, Buffer, Buffer], context: string): Buffer | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return null;
  }
}

export interface Unsealed {
  plaintext: Buffer;
  /** The id of the key that opened it. */
  keyId: string;
  /** True when it was not sealed with the current key (or in the first format): seal it again. */
  stale: boolean;
}

/**
 * Opens a value sealed with any key of the keyring. A value naming its key is tried with that key only; a value
 * of the first format (no key id) is tried with the current key, then the previous one.
 */
export function unseal(keyring: SealingKeyring, sealed: string, context: string): Unsealed {
  const parts = sealed.split('.');
  const named = parts.length === 5 && parts[0] === VERSION;
  if (!named && parts.length !== 3) throw new UnsealError();
  const [iv, tag, ciphertext] = parts.slice(named ? 2 : 0).map((part) => Buffer.from(part, 'base64')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new UnsealError();
  const candidates = [keyring.current, ...(keyring.previous ? [keyring.previous] : [])];
  const keys = named ? candidates.filter((candidate) => candidate.id === parts[1]) : candidates;
  if (named && keys.length === 0) {
    throw new UnsealError(`The sealed value names key ${parts[1]}, which is neither the current nor the previous key.`);
  }
  for (const key of keys) {
    const plaintext = open(key.key, [iv, tag, ciphertext], context);
    if (plaintext) return { plaintext, keyId: key.id, stale: !named || key.id !== keyring.current.id };
  }
  throw new UnsealError();
}
