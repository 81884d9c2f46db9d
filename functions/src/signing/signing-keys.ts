import { fenceAfterWrite } from '../account/deletion-fence.js';
import { certificateFingerprint } from '../engine/index.js';
import { signingKeyPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { SealingKeyring } from './seal.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import type { ApkEngine, SigningKeyMaterial } from '../engine-pool/engine-port.js';
import { migrateLegacySigningKey } from './legacy-signing-key.js';
import { recordPackage } from './package-record.js';
import { openSigningKey, sealKeyMaterial, type SigningKeyRecord } from './signing-key-record.js';

export interface UserSigningKey {
  /** packageKey(packageName): the record's id under signingKeys/{uid} and packages/{uid}. */
  packageKey: string;
  key: SigningKeyMaterial;
  certificateSha256: string;
}

export interface SigningKeyDeps {
  db: Db;
  engine: Pick<ApkEngine, 'generateSigningKey'>;
  /** SIGNING_KEYS_SECRET (and, during a rotation, SIGNING_KEYS_SECRET_PREVIOUS) as sealing keys. */
  keyring: SealingKeyring;
}

async function createSigningKey(
  deps: SigningKeyDeps,
  uid: string,
  packageName: string,
  path: string,
  subject: { commonName: string; organization?: string },
  nowMs: number,
): Promise<SigningKeyRecord> {
  const generated = await deps.engine.generateSigningKey(subject);
  const candidate: SigningKeyRecord = {
    packageName,
    certificateSha256: certificateFingerprint(generated.certificate),
    sealed: sealKeyMaterial(deps.keyring, generated, path),
    createdAt: nowMs,
  };
  // Two concurrent first builds may both generate a key; the transaction keeps exactly one and both use it.
  const result = await deps.db.transaction<SigningKeyRecord>(path, (current) => current ?? candidate);
  if (!result.value) throw new Error(`signing key at ${path} vanished during creation`);
  if (result.value.sealed === candidate.sealed) {
    await recordPackage(deps.db, uid, packageKey(packageName), result.value, nowMs);
    await fenceAfterWrite(deps, uid);
  }
  return result.value;
}

/** Seals a key opened with the previous secret again with the current one, unless it changed meanwhile. */
async function resealSigningKey(
  deps: Pick<SigningKeyDeps, 'db' | 'keyring'>,
  record: SigningKeyRecord,
  key: SigningKeyMaterial,
  path: string,
  nowMs: number,
): Promise<void> {
  const sealed = sealKeyMaterial(deps.keyring, key, path);
  const result = await deps.db.transaction<SigningKeyRecord>(path, (current) =>
    current?.sealed === record.sealed ? { ...current, sealed, resealedAt: nowMs } : current,
  );
  if (result.value?.sealed === sealed) logs.signingKeyResealed(path, deps.keyring.current.id);
}

/**
 * The user's key for this package: created once, then reused, so every rebuild is signed by the same certificate
 * and installs as an update. A key stored under the first (non-injective) id is moved on first use; a key sealed
 * with the previous secret is sealed again with the current one. A stored key that cannot be used fails loudly
 * (signing-key-record.ts): a new key is made only when this user has none for this package.
 */
export async function signingKeyFor(
  deps: SigningKeyDeps,
  uid: string,
  packageName: string,
  subject: { commonName: string; organization?: string },
  nowMs: number,
): Promise<UserSigningKey> {
  const id = packageKey(packageName);
  const path = signingKeyPath(uid, id);
  const record =
    (await deps.db.get<SigningKeyRecord>(path)) ??
    (await migrateLegacySigningKey(deps, uid, packageName, path, nowMs)) ??
    (await createSigningKey(deps, uid, packageName, path, subject, nowMs));
  const opened = openSigningKey(deps.keyring, record, path, packageName);
  if (opened.stale) await resealSigningKey(deps, record, opened.key, path, nowMs);
  return { packageKey: id, key: opened.key, certificateSha256: record.certificateSha256 };
}

/**
 * The user's key for this package if there is one (moved from its first id if need be), never creating one: for
 * exporting the key. Same loud failure as signingKeyFor when the stored key cannot be used.
 */
export async function existingSigningKey(
  deps: Pick<SigningKeyDeps, 'db' | 'keyring'>,
  uid: string,
  packageName: string,
  nowMs: number,
): Promise<(UserSigningKey & { record: SigningKeyRecord }) | null> {
  const id = packageKey(packageName);
  const path = signingKeyPath(uid, id);
  const record =
    (await deps.db.get<SigningKeyRecord>(path)) ?? (await migrateLegacySigningKey(deps, uid, packageName, path, nowMs));
  if (!record) return null;
  const opened = openSigningKey(deps.keyring, record, path, packageName);
  if (opened.stale) await resealSigningKey(deps, record, opened.key, path, nowMs);
  return { packageKey: id, key: opened.key, certificateSha256: record.certificateSha256, record };
}

/**
 * Next versionCode for (user, package): 1, 2, 3... so a rebuild always installs over the previous one. Advanced on
 * the key record itself, which must exist (signingKeyFor first), so a key removed meanwhile (account deletion)
 * is not brought back as a bare counter; the client-readable summary follows. Like key creation, it is fenced
 * against an account deletion that started meanwhile (account/deletion-fence.ts).
 */
export async function nextVersionCode(db: Db, uid: string, packageName: string, nowMs: number): Promise<number> {
  const id = packageKey(packageName);
  const path = signingKeyPath(uid, id);
  const result = await db.transaction<SigningKeyRecord>(path, (current) =>
    current ? { ...current, lastVersionCode: (current.lastVersionCode ?? 0) + 1 } : null,
  );
  const record = result.value;
  if (!result.committed || !record || typeof record.lastVersionCode !== 'number') {
    throw new Error(`versionCode counter at ${path} did not commit`);
  }
  if (record.packageName !== packageName) throw new Error(`${path} holds ${record.packageName}, not ${packageName}`);
  await recordPackage(db, uid, id, record, nowMs);
  await fenceAfterWrite({ db }, uid);
  return record.lastVersionCode;
}
