import { packagePath } from '../contracts/database-paths.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';
import type { SigningKeyRecord } from './signing-key-record.js';

/**
 * Keeps `packages/{uid}/{packageKey}`, the owner-readable summary of a sealed key (docs/data-model.md), in step
 * with it: written when a key is created and whenever a versionCode is given. A transaction, so the counter never
 * goes back when two builds finish out of order, and fields others maintain (exports, site confirmation) stay.
 */
export async function recordPackage(
  db: Db,
  uid: string,
  packageKey: string,
  key: SigningKeyRecord,
  nowMs: number,
): Promise<void> {
  await db.transaction<PackageRecord>(packagePath(uid, packageKey), (current) => ({
    ...current,
    packageName: key.packageName,
    certificateSha256: key.certificateSha256,
    lastVersionCode: Math.max(current?.lastVersionCode ?? 0, key.lastVersionCode ?? 0),
    createdAt: key.createdAt,
    updatedAt: nowMs,
  }));
}

/**
 * Records on the package which shell release and target API its newest file was built with (contracts/autopilot.ts),
 * so an update campaign knows which apps are behind. A file built earlier than the one recorded never moves it back.
 */
export async function noteBuiltShell(
  db: Db,
  uid: string,
  packageKey: string,
  built: { shellVersion: string; targetSdk: number; versionCode: number },
  nowMs: number,
): Promise<void> {
  await db.transaction<PackageRecord>(packagePath(uid, packageKey), (current) => {
    // null: the SDK's first guess (its empty cache) or no summary: answering null writes nothing either way.
    if (current === null) return null;
    if ((current.lastVersionCode ?? 0) > built.versionCode) return undefined;
    if (current.shellVersion === built.shellVersion && current.targetSdk === built.targetSdk) return undefined;
    return { ...current, shellVersion: built.shellVersion, targetSdk: built.targetSdk, updatedAt: nowMs };
  });
}
