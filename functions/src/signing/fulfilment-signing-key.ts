import { HttpsError } from 'firebase-functions/https';
import { legacyKeyId } from './legacy-signing-key.js';
import { KEY_UNUSABLE } from './signing-key-record.js';
import { signingKeyFor, type UserSigningKey } from './signing-keys.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { packagePath, signingKeyPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import { UnsealError, type SealingKeyring } from './seal.js';
import type { Db } from '../platform/db.js';

/** The package's key exists on record but cannot be used: fulfilment stops instead of signing with another key. */
export class KeyUnusableError extends Error {
  constructor(
    readonly packageName: string,
    readonly reason: 'missing' | 'unreadable' | 'certificate-changed',
  ) {
    super(`signing key of ${packageName} is ${reason}`);
    this.name = 'KeyUnusableError';
  }
}

interface FulfilmentKeyDeps {
  db: Db;
  engine: Pick<ApkEngine, 'generateSigningKey'>;
  keyring: SealingKeyring;
}

/** A key on record for the package, under its id or still under the first (non-injective) one. */
async function hasSigningKey(db: Db, uid: string, packageName: string): Promise<boolean> {
  const paths = [signingKeyPath(uid, packageKey(packageName)), signingKeyPath(uid, legacyKeyId(packageName))];
  for (const path of paths) if ((await db.get(path)) !== null) return true;
  return false;
}

/**
 * The user's key for the package, as free builds use it (signing/signing-keys.ts), with one difference: when the
 * package is known to have a key already (its summary under packages/, or files this request already delivered),
 * a missing or unreadable key is an error, never a reason to make a new one. A new upload key would break every
 * later update of the app (docs/data-model.md `signingKeys`).
 */
export async function fulfilmentSigningKey(
  deps: FulfilmentKeyDeps,
  uid: string,
  packageName: string,
  knownCertificateSha256: string | undefined,
  nowMs: number,
): Promise<UserSigningKey> {
  const summary = await deps.db.get<PackageRecord>(packagePath(uid, packageKey(packageName)));
  const expected = summary?.certificateSha256 ?? knownCertificateSha256;
  if (expected && !(await hasSigningKey(deps.db, uid, packageName))) {
    throw new KeyUnusableError(packageName, 'missing');
  }
  let signing: UserSigningKey;
  try {
    signing = await signingKeyFor(deps, uid, packageName, { commonName: packageName }, nowMs);
  } catch (error) {
    // KEY_UNUSABLE: no secret of the keyring opens it, or it holds another package (logged where it is opened);
    // UnsealError, TypeError, SyntaxError: a record whose sealed value is absent or does not decode to a key.
    const unusable = error instanceof HttpsError && error.message === KEY_UNUSABLE;
    if (unusable || error instanceof UnsealError || error instanceof TypeError || error instanceof SyntaxError) {
      throw new KeyUnusableError(packageName, 'unreadable');
    }
    throw error;
  }
  if (expected && signing.certificateSha256 !== expected)
    throw new KeyUnusableError(packageName, 'certificate-changed');
  return signing;
}
