import type { BuildRecord } from '../contracts/builds.js';
import { BUILDS_PATH, buildExpiryPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import { expiryQueueWrite } from './expire-builds.js';

export interface BackfilledExpiry {
  /** Accounts whose builds were read. */
  accounts: number;
  /** Builds put in the expiry queue by this run. */
  queued: number;
  /** Builds already queued (made since the queue exists, or by an earlier run). */
  alreadyQueued: number;
}

/** Accounts read per page: each is one account's whole `builds/{uid}`, small records. */
const PAGE = 50;

/**
 * Puts in the expiry queue every free build made before the queue existed, so the lifecycle sweep removes their
 * files 30 days after they were made like any other (`npm run ops:sweep -- --backfill-expiry`, once after deploying
 * the lifecycle). It reads every account's builds, which the daily sweep never does; that is why it is a separate,
 * by-hand step. Builds already expired or already queued are left alone, so a second run queues nothing.
 */
export async function backfillBuildExpiry(deps: { db: Db }): Promise<BackfilledExpiry> {
  const result: BackfilledExpiry = { accounts: 0, queued: 0, alreadyQueued: 0 };
  let after: string | null = null;
  for (;;) {
    const page: [string, Record<string, BuildRecord> | null][] = await deps.db.childrenAfter(BUILDS_PATH, after, PAGE);
    for (const [uid, builds] of page) {
      result.accounts += 1;
      const writes: Record<string, unknown> = {};
      for (const [buildId, record] of Object.entries<BuildRecord>(builds ?? {})) {
        if (record.expiredAt !== undefined || typeof record.createdAt !== 'number') continue;
        if ((await deps.db.get(buildExpiryPath(buildId))) !== null) {
          result.alreadyQueued += 1;
          continue;
        }
        Object.assign(writes, expiryQueueWrite(uid, buildId, record.createdAt));
        result.queued += 1;
      }
      if (Object.keys(writes).length) await deps.db.update(writes);
    }
    if (page.length < PAGE) return result;
    after = page[page.length - 1]![0];
  }
}
