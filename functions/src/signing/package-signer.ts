import { HttpsError } from 'firebase-functions/https';
import { packagePath } from '../contracts/database-paths.js';
import {
  KEY_LIFECYCLE_MESSAGES,
  PLAY_SIGNERS,
  type PlaySigner,
  type SetPackageSignerResult,
} from '../contracts/key-lifecycle.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { parsePackageName } from './package-input.js';
import type { SealingKeyring } from './seal.js';
import { uploadKeyFor } from './upload-keys.js';

export interface PackageKeyDeps {
  db: Db;
  clock: Clock;
  keyring: SealingKeyring;
  engine: ApkEngine;
}

/** The caller's summary of the package, or not-found in the words of a key export (another user's is unknown). */
export async function ownPackage(db: Db, uid: string, packageName: string): Promise<PackageRecord> {
  const summary = await db.get<PackageRecord>(packagePath(uid, packageKey(packageName)));
  if (!summary?.certificateSha256) throw new HttpsError('not-found', KEY_LIFECYCLE_MESSAGES.noKey(packageName));
  return summary;
}

/**
 * setPackageSigner({ packageName, signer }) (docs/api.md "Keys that last"): who holds the key Play signs the app with.
 * 'own' makes the package's separate upload key on first use (bundles are then signed with it, the APK key goes to
 * Play once through exportKeyForPlay); choosing again is allowed and keeps that upload key. Idempotent.
 */
export async function setPackageSigner(
  deps: PackageKeyDeps,
  caller: Caller,
  data: unknown,
): Promise<SetPackageSignerResult> {
  requireVerifiedEmail(caller);
  const packageName = parsePackageName(data);
  const signer = ((data ?? {}) as Record<string, unknown>).signer;
  if (typeof signer !== 'string' || !(PLAY_SIGNERS as readonly string[]).includes(signer))
    throw new HttpsError('invalid-argument', 'signer must be "play" or "own".');
  await refuseRevokedCaller(deps.db, caller.uid);
  await ownPackage(deps.db, caller.uid, packageName);
  const now = deps.clock.now();
  const upload = signer === 'own' ? await uploadKeyFor(deps, caller.uid, packageName, now) : null;
  const uploadCertificateSha256 = upload?.certificateSha256 ?? null;
  await deps.db.transaction<PackageRecord>(packagePath(caller.uid, packageKey(packageName)), (summary) => {
    if (summary === null) return null;
    if (summary.signer === signer && (summary.uploadCertificateSha256 ?? null) === uploadCertificateSha256)
      return undefined;
    return {
      ...summary,
      signer: signer as PlaySigner,
      signerChosenAt: now,
      ...(uploadCertificateSha256 ? { uploadCertificateSha256 } : {}),
      updatedAt: now,
    };
  });
  return { signer: signer as PlaySigner, uploadCertificateSha256 };
}
