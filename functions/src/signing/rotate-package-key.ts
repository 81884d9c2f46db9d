import { HttpsError } from 'firebase-functions/https';
import { certificateFingerprint } from '../engine/index.js';
import { packagePath, signingKeyPath } from '../contracts/database-paths.js';
import { KEY_LIFECYCLE_MESSAGES } from '../contracts/key-lifecycle.js';
import { packageKey } from '../contracts/package-key.js';
import { storedList, type PackageRecord } from '../contracts/packages.js';
import type { ApkEngine, SigningKeyMaterial } from '../engine-pool/engine-port.js';
import type { Db } from '../platform/db.js';
import { unseal, type SealingKeyring } from './seal.js';
import { decodeKeyMaterial, sealKeyMaterial, type SigningKeyRecord } from './signing-key-record.js';
import { existingSigningKey } from './signing-keys.js';

export interface RotationDeps {
  db: Db;
  keyring: SealingKeyring;
  engine: Pick<ApkEngine, 'generateSigningKey' | 'rotateSigningKey' | 'lineageSha256'>;
}

export interface RotationOutcome {
  /** false: the key had already left `fromCertificateSha256` (a retry of a finished rotation), nothing was done. */
  rotated: boolean;
  certificateSha256: string;
  lineageSha256: string[];
}

type Pending = NonNullable<SigningKeyRecord['pendingRotation']>;

/** The next key of this rotation: the one a crashed attempt left pending, or a new one written as pending first. */
async function pendingNextKey(
  deps: RotationDeps,
  path: string,
  packageName: string,
  from: string,
  nowMs: number,
): Promise<{ next: SigningKeyMaterial; pending: Pending }> {
  const current = await deps.db.get<SigningKeyRecord>(path);
  let pending = current?.pendingRotation?.fromCertificateSha256 === from ? current.pendingRotation : undefined;
  if (!pending) {
    const generated = await deps.engine.generateSigningKey({ commonName: packageName });
    const candidate: Pending = {
      sealed: sealKeyMaterial(deps.keyring, generated, path),
      certificateSha256: certificateFingerprint(generated.certificate),
      fromCertificateSha256: from,
      startedAt: nowMs,
    };
    // Only on the key we rotate from; a concurrent attempt that wrote its own pending key first wins, and we use it.
    const written = await deps.db.transaction<SigningKeyRecord>(path, (stored) => {
      // null: the SDK's first guess before it read the record (or no record): answer null, it retries with the value.
      if (stored === null) return null;
      if (stored.certificateSha256 !== from) return undefined;
      if (stored.pendingRotation?.fromCertificateSha256 === from) return undefined;
      return { ...stored, pendingRotation: candidate };
    });
    pending = written.value?.pendingRotation;
    if (!pending || written.value?.certificateSha256 !== from)
      throw new HttpsError('failed-precondition', KEY_LIFECYCLE_MESSAGES.rotationMoved);
  }
  return { next: decodeKeyMaterial(unseal(deps.keyring, pending.sealed, path).plaintext), pending };
}

/**
 * Rotates a package's signing key (docs/product.md "Keys that last"; the keys command's rotate-app and
 * opsRotateAppKey): a new key, the old key signing it into the lineage, and from then on every build signs v3 with the new key and the
 * lineage (v2 keeps the first key for Android 7 and 8). Never leaves the package without a usable key: the next key is
 * first stored beside the current one as pending, then one transaction swaps them while the record still holds the
 * key rotated from. A retry after a crash finds the pending key and completes the same rotation; a retry after it
 * finished finds the key already rotated away from `fromCertificateSha256` and answers `rotated: false`.
 */
export async function rotatePackageKey(
  deps: RotationDeps,
  uid: string,
  packageName: string,
  fromCertificateSha256: string | undefined,
  nowMs: number,
): Promise<RotationOutcome> {
  const path = signingKeyPath(uid, packageKey(packageName));
  const current = await existingSigningKey(deps, uid, packageName, nowMs);
  if (!current) throw new HttpsError('not-found', KEY_LIFECYCLE_MESSAGES.rotationNoKey(packageName));
  const from = fromCertificateSha256 ?? current.certificateSha256;
  if (current.certificateSha256 !== from) {
    const lineage = storedList(current.record.lineageSha256);
    if (lineage.includes(from))
      return { rotated: false, certificateSha256: current.certificateSha256, lineageSha256: lineage };
    throw new HttpsError('failed-precondition', KEY_LIFECYCLE_MESSAGES.rotationMoved);
  }
  const { next, pending } = await pendingNextKey(deps, path, packageName, from, nowMs);
  const rotated = await deps.engine.rotateSigningKey(current.key, next);
  const lineageSha256 = deps.engine.lineageSha256(rotated);
  const sealed = sealKeyMaterial(deps.keyring, rotated, path);
  const swap = await deps.db.transaction<SigningKeyRecord>(path, (stored) => {
    if (stored === null) return null;
    if (stored.certificateSha256 !== from) return undefined;
    if (stored.pendingRotation?.certificateSha256 !== pending.certificateSha256) return undefined;
    const { pendingRotation: _done, ...rest } = stored;
    return { ...rest, sealed, certificateSha256: pending.certificateSha256, lineageSha256, rotatedAt: nowMs };
  });
  const record = swap.value;
  if (!record || record.certificateSha256 !== pending.certificateSha256)
    throw new HttpsError('failed-precondition', KEY_LIFECYCLE_MESSAGES.rotationMoved);
  await deps.db.transaction<PackageRecord>(packagePath(uid, packageKey(packageName)), (summary) =>
    summary === null
      ? null
      : { ...summary, certificateSha256: record.certificateSha256, lineageSha256, rotatedAt: nowMs, updatedAt: nowMs },
  );
  return { rotated: true, certificateSha256: record.certificateSha256, lineageSha256 };
}
