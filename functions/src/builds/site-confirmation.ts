import { HttpsError } from 'firebase-functions/https';
import { packagePath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import { PACKAGE_MESSAGES, type PackageRecord } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';

/**
 * The owner's confirmation that they own the site or may publish it, asked once per package
 * (docs/product.md "Package names"): kept as `siteConfirmedAt` on `packages/{uid}/{packageKey}` and copied into
 * every build record of the package.
 */

/** When this account confirmed the site of this package, or null. */
export async function siteConfirmedAt(db: Db, uid: string, packageName: string): Promise<number | null> {
  const at = await db.get<number>(`${packagePath(uid, packageKey(packageName))}/siteConfirmedAt`);
  return typeof at === 'number' ? at : null;
}

/** Refuses a build of a package whose site was never confirmed, unless this build confirms it. */
export async function requireSiteConfirmation(
  db: Db,
  uid: string,
  packageName: string,
  confirmsNow: boolean,
): Promise<number | null> {
  const at = await siteConfirmedAt(db, uid, packageName);
  if (at === null && !confirmsNow) throw new HttpsError('failed-precondition', PACKAGE_MESSAGES.confirmationRequired);
  return at;
}

/**
 * Records the confirmation (the first one stays: it is when the owner first said so) and returns its time. The
 * rest of the summary is kept by whoever else writes it, so this is a transaction on the record.
 */
export async function recordSiteConfirmation(db: Db, uid: string, packageName: string, nowMs: number): Promise<number> {
  const result = await db.transaction<Partial<PackageRecord>>(packagePath(uid, packageKey(packageName)), (current) =>
    typeof current?.siteConfirmedAt === 'number' ? current : { ...current, packageName, siteConfirmedAt: nowMs },
  );
  const at = result.value?.siteConfirmedAt;
  if (typeof at !== 'number') throw new Error('site confirmation did not commit');
  return at;
}
