import { certificateFingerprint } from '../engine/index.js';
import { uploadKeyPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { ApkEngine, SigningKeyMaterial } from '../engine-pool/engine-port.js';
import type { Db } from '../platform/db.js';
import type { SealingKeyring } from './seal.js';
import { openSigningKey, sealKeyMaterial, type SigningKeyRecord } from './signing-key-record.js';

export interface UploadKey {
  key: SigningKeyMaterial;
  certificateSha256: string;
}

interface UploadKeyDeps {
  db: Db;
  keyring: SealingKeyring;
  engine: Pick<ApkEngine, 'generateSigningKey'>;
}

/** The package's upload key if it has one; never makes one (key export, verification proof). */
export async function existingUploadKey(
  deps: { db: Db; keyring: SealingKeyring },
  uid: string,
  packageName: string,
): Promise<UploadKey | null> {
  const path = uploadKeyPath(uid, packageKey(packageName));
  const record = await deps.db.get<SigningKeyRecord>(path);
  if (!record) return null;
  return {
    key: openSigningKey(deps.keyring, record, path, packageName).key,
    certificateSha256: record.certificateSha256,
  };
}

/**
 * The separate upload key of a package whose Play signer is the owner's own key (docs/data-model.md `uploadKeys`):
 * sealed like the signing key, made once (a transaction keeps one when two calls race), then reused, so every App
 * Bundle of the package carries the same upload certificate.
 */
export async function uploadKeyFor(
  deps: UploadKeyDeps,
  uid: string,
  packageName: string,
  nowMs: number,
): Promise<UploadKey> {
  const path = uploadKeyPath(uid, packageKey(packageName));
  let record = await deps.db.get<SigningKeyRecord>(path);
  if (!record) {
    const generated = await deps.engine.generateSigningKey({ commonName: `${packageName} upload key` });
    const candidate: SigningKeyRecord = {
      packageName,
      certificateSha256: certificateFingerprint(generated.certificate),
      sealed: sealKeyMaterial(deps.keyring, generated, path),
      createdAt: nowMs,
    };
    record = (await deps.db.transaction<SigningKeyRecord>(path, (current) => current ?? candidate)).value;
    if (!record) throw new Error(`upload key at ${path} vanished during creation`);
  }
  const opened = openSigningKey(deps.keyring, record, path, packageName);
  return { key: opened.key, certificateSha256: record.certificateSha256 };
}
