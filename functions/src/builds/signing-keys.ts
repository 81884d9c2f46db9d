import { certificateFingerprint } from '../apk/index.js';
import { signingKeyPath } from '../contracts/database-paths.js';
import { seal, unseal } from '../crypto/seal.js';
import type { Db } from '../platform/db.js';
import type { ApkEngine, SigningKeyMaterial } from './engine-port.js';

/** `signingKeys/{uid}/{keyId}` (docs/data-model.md). `lastVersionCode` is the (user, package) build counter. */
export interface SigningKeyRecord {
  packageName: string;
  certificateSha256: string;
  sealed: string;
  createdAt: number;
  lastVersionCode?: number;
}

export interface UserSigningKey {
  keyId: string;
  key: SigningKeyMaterial;
  certificateSha256: string;
}

export function keyIdOf(packageName: string): string {
  return packageName.replace(/\./g, '_');
}

function encodeKey(key: SigningKeyMaterial): Buffer {
  return Buffer.from(
    JSON.stringify({
      v: 1,
      privateKeyPkcs8: Buffer.from(key.privateKeyPkcs8).toString('base64'),
      certificate: Buffer.from(key.certificate).toString('base64'),
    }),
  );
}

function decodeKey(plaintext: Buffer): SigningKeyMaterial {
  const parsed = JSON.parse(plaintext.toString('utf8')) as { v: number; privateKeyPkcs8: string; certificate: string };
  if (parsed.v !== 1) throw new Error(`unknown sealed key version ${parsed.v}`);
  return {
    privateKeyPkcs8: new Uint8Array(Buffer.from(parsed.privateKeyPkcs8, 'base64')),
    certificate: new Uint8Array(Buffer.from(parsed.certificate, 'base64')),
  };
}

export interface SigningKeyDeps {
  db: Db;
  engine: Pick<ApkEngine, 'generateSigningKey'>;
  /** AES-256 key derived from SIGNING_KEYS_SECRET for sealing signing keys. */
  sealingKey: Buffer;
}

/**
 * The user's key for this package: created once, then reused, so every rebuild is signed by the same
 * certificate and installs as an update. Creation is race-safe: two concurrent first builds may both generate a
 * key, but the transaction keeps exactly one and both builds use that one.
 */
export async function signingKeyFor(
  deps: SigningKeyDeps,
  uid: string,
  packageName: string,
  subject: { commonName: string; organization?: string },
  nowMs: number,
): Promise<UserSigningKey> {
  const keyId = keyIdOf(packageName);
  const path = signingKeyPath(uid, keyId);
  const context = path;
  let record = await deps.db.get<SigningKeyRecord>(path);
  if (!record) {
    const generated = await deps.engine.generateSigningKey(subject);
    const candidate: SigningKeyRecord = {
      packageName,
      certificateSha256: certificateFingerprint(generated.certificate),
      sealed: seal(deps.sealingKey, encodeKey(generated), context),
      createdAt: nowMs,
    };
    const result = await deps.db.transaction<SigningKeyRecord>(path, (current) => current ?? candidate);
    record = result.value;
    if (!record) throw new Error(`signing key at ${path} vanished during creation`);
  }
  return {
    keyId,
    key: decodeKey(unseal(deps.sealingKey, record.sealed, context)),
    certificateSha256: record.certificateSha256,
  };
}

/** Next versionCode for (user, package): 1, 2, 3... so a rebuild always installs over the previous one. */
export async function nextVersionCode(db: Db, uid: string, keyId: string): Promise<number> {
  const result = await db.transaction<number>(`${signingKeyPath(uid, keyId)}/lastVersionCode`, (current) =>
    typeof current === 'number' ? current + 1 : 1,
  );
  if (!result.committed || typeof result.value !== 'number') throw new Error('versionCode counter did not commit');
  return result.value;
}
