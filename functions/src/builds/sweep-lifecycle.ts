import { sweepDownloadUses } from '../delivery/download-uses.js';
import * as logs from '../logs.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { expireOldBuilds, type ExpiredBuilds } from './expire-builds.js';

export interface LifecycleSwept {
  builds: ExpiredBuilds;
  /** Use records of expired download links removed. */
  linkUses: number;
}

/**
 * The daily lifecycle sweep (docs/data-model.md "Lifecycle"), scheduled and by hand (npm run ops:sweep): free builds'
 * APKs past BUILD_RETENTION_DAYS, and the use records of download links that have expired.
 */
export async function sweepLifecycle(deps: { db: Db; files: FileStore; clock: Clock }): Promise<LifecycleSwept> {
  const builds = await expireOldBuilds(deps);
  const linkUses = await sweepDownloadUses(deps);
  logs.lifecycleSwept(builds.expired, builds.withoutRecord, builds.more, linkUses);
  return { builds, linkUses };
}
