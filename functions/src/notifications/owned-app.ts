import type { BuildRecord } from '../contracts/builds.js';
import { packageClaimPath, requestPath, userBuildsPath, userDeliverablesPath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import { NOTIFICATION_MESSAGES } from '../contracts/notifications.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageClaim } from '../contracts/packages.js';
import type { RequestRecord } from '../contracts/requests.js';
import { siteHosts } from '../engine/index.js';
import type { Db } from '../platform/db.js';
import { fieldError } from './parse-notification.js';

/** One of the caller's apps, as notifications need it: whose feed, and which site its links must be on. */
export interface OwnedApp {
  packageName: string;
  packageKey: string;
  /** The start address of the app's newest build. */
  siteUrl: string;
  /** The site as the app's config.json lists it (engine siteHosts): the only pages a notification may open. */
  hosts: string[];
}

/** The site of the newest free build of the package, else of a paid request that delivered it; null when none. */
async function siteOf(db: Db, uid: string, packageName: string): Promise<string | null> {
  const builds = Object.values(await db.findByChild<BuildRecord>(userBuildsPath(uid), 'packageName', packageName));
  const newest = builds.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (newest) return newest.url;
  const delivered = (await db.get<Record<string, Record<string, DeliverableRecord>>>(userDeliverablesPath(uid))) ?? {};
  const requestId = Object.entries(delivered).find(([, files]) =>
    Object.values(files ?? {}).some((file) => file?.packageName === packageName),
  )?.[0];
  return requestId ? ((await db.get<RequestRecord>(requestPath(uid, requestId)))?.url ?? null) : null;
}

/**
 * The caller's app `packageName`: the package must be claimed by this account (it built it, docs/data-model.md
 * `packageClaims`); another account's app, or one never built, is simply not found.
 */
export async function ownedApp(db: Db, uid: string, packageName: string): Promise<OwnedApp> {
  const key = packageKey(packageName);
  const claim = await db.get<PackageClaim>(packageClaimPath(key));
  const siteUrl = claim?.uid === uid ? await siteOf(db, uid, packageName) : null;
  if (!siteUrl) throw fieldError('packageName', NOTIFICATION_MESSAGES.unknownApp(packageName), 'not-found');
  return { packageName, packageKey: key, siteUrl, hosts: siteHosts(new URL(siteUrl)) };
}
