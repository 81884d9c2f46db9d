import { HttpsError } from 'firebase-functions/https';
import { seal, sealedKeyId, unseal, UnsealError, type SealingKeyring } from './seal.js';
import * as logs from '../logs.js';
import type { SigningKeyMaterial } from '../engine-pool/engine-port.js';

/**
 * `signingKeys/{uid}/{packageKey}` (docs/data-model.md). `lastVersionCode` is the (user, package) build counter;
 * `sealed` names the key it was sealed with (signing/seal.ts), so a rotation knows what to seal again.
 */
export interface SigningKeyRecord {
  packageName: string;
  certificateSha256: string;
  sealed: string;
  createdAt: number;
  lastVersionCode?: number;
  /** When `sealed` was last rewritten: moved from the first key id, or sealed again with a newer secret. */
  resealedAt?: number;
  /** After a key rotation: the lineage's certificates, oldest first (the sealed material carries the lineage). */
  lineageSha256?: string[];
  rotatedAt?: number;
  /**
   * A rotation under way (signing/rotate-package-key.ts): the next key, sealed for this path, written before the
   * swap so that a retry after a crash completes the same rotation instead of making another key.
   */
  pendingRotation?: { sealed: string; certificateSha256: string; fromCertificateSha256: string; startedAt: number };
}

/**
 * Said when a stored key cannot be used. Never answered by making a new key: an app signed with another key does
 * not install over the copies people already have.
 */
export const KEY_UNUSABLE =
  "We could not open this app's signing key, so nothing was built: signing with a new key would stop installed " +
  'copies from updating. Please contact support.';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * The sealed plaintext: v1 holds the key and its certificate; v2 adds a rotated key's lineage and original key
 * (docs/data-model.md `signingKeys`). A key without a rotation is still written as v1, byte for byte as before.
 */
export function encodeKeyMaterial(key: SigningKeyMaterial): Buffer {
  const pair = { privateKeyPkcs8: b64(key.privateKeyPkcs8), certificate: b64(key.certificate) };
  if (!key.rotation) return Buffer.from(JSON.stringify({ v: 1, ...pair }));
  const { lineage, originalKey } = key.rotation;
  return Buffer.from(
    JSON.stringify({
      v: 2,
      ...pair,
      lineage: b64(lineage),
      original: { privateKeyPkcs8: b64(originalKey.privateKeyPkcs8), certificate: b64(originalKey.certificate) },
    }),
  );
}

interface SealedMaterial {
  v: number;
  privateKeyPkcs8: string;
  certificate: string;
  lineage?: string;
  original?: { privateKeyPkcs8: string; certificate: string };
}

export function decodeKeyMaterial(plaintext: Buffer): SigningKeyMaterial {
  const parsed = JSON.parse(plaintext.toString('utf8')) as SealedMaterial;
  if (parsed.v !== 1 && parsed.v !== 2) throw new UnsealError(`unknown sealed key version ${parsed.v}`);
  const key: SigningKeyMaterial = {
    privateKeyPkcs8: bytesOf(parsed.privateKeyPkcs8),
    certificate: bytesOf(parsed.certificate),
  };
  if (parsed.v === 2) {
    if (!parsed.lineage || !parsed.original) throw new UnsealError('sealed key v2 without its lineage');
    key.rotation = {
      lineage: bytesOf(parsed.lineage),
      originalKey: {
        privateKeyPkcs8: bytesOf(parsed.original.privateKeyPkcs8),
        certificate: bytesOf(parsed.original.certificate),
      },
    };
  }
  return key;
}

/** Seals key material for the record at `path` (the path is the authenticated context). */
export function sealKeyMaterial(keyring: SealingKeyring, key: SigningKeyMaterial, path: string): string {
  return seal(keyring.current, encodeKeyMaterial(key), path);
}

export interface OpenedKey {
  key: SigningKeyMaterial;
  /** Opened with the previous secret or stored in the first format: seal it again with the current one. */
  stale: boolean;
}

/**
 * Opens the record stored at `path` for `packageName`, or fails loudly (logged, and KEY_UNUSABLE for the caller):
 * a record of another package (never expected: package keys are injective) or a key no secret of the keyring opens
 * (SIGNING_KEYS_SECRET lost or changed without SIGNING_KEYS_SECRET_PREVIOUS).
 */
export function openSigningKey(
  keyring: SealingKeyring,
  record: SigningKeyRecord,
  path: string,
  packageName: string,
): OpenedKey {
  if (record.packageName !== packageName) {
    logs.signingKeyUnusable(path, `holds ${JSON.stringify(record.packageName)}, not ${JSON.stringify(packageName)}`);
    throw new HttpsError('internal', KEY_UNUSABLE);
  }
  try {
    const opened = unseal(keyring, record.sealed, path);
    return { key: decodeKeyMaterial(opened.plaintext), stale: opened.stale };
  } catch (error) {
    if (!(error instanceof UnsealError)) throw error;
    logs.signingKeyUnusable(
      path,
      `${error.message} (sealed with ${sealedKeyId(record.sealed) ?? 'the first format'}; keyring: current ` +
        `${keyring.current.id}${keyring.previous ? `, previous ${keyring.previous.id}` : ', no previous'})`,
    );
    throw new HttpsError('internal', KEY_UNUSABLE);
  }
}
