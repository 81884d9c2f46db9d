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
}

/**
 * Said when a stored key cannot be used. Never answered by making a new key: an app signed with another key does
 * not install over the copies people already have.
 */
export const KEY_UNUSABLE =
  "We could not open this app's signing key, so nothing was built: signing with a new key would stop installed " +
  'copies from updating. Please contact support.';

export function encodeKeyMaterial(key: SigningKeyMaterial): Buffer {
  return Buffer.from(
    JSON.stringify({
      v: 1,
      privateKeyPkcs8: Buffer.from(key.privateKeyPkcs8).toString('base64'),
      certificate: Buffer.from(key.certificate).toString('base64'),
    }),
  );
}

function decodeKeyMaterial(plaintext: Buffer): SigningKeyMaterial {
  const parsed = JSON.parse(plaintext.toString('utf8')) as { v: number; privateKeyPkcs8: string; certificate: string };
  if (parsed.v !== 1) throw new UnsealError(`unknown sealed key version ${parsed.v}`);
  return {
    privateKeyPkcs8: new Uint8Array(Buffer.from(parsed.privateKeyPkcs8, 'base64')),
    certificate: new Uint8Array(Buffer.from(parsed.certificate, 'base64')),
  };
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
