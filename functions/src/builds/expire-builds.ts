import type { BuildRecord } from '../contracts/builds.js';
import { BUILD_EXPIRY_PATH, buildExpiryPath, buildPath, buildStoragePath } from '../contracts/database-paths.js';
import { BUILD_RETENTION_DAYS } from '../contracts/lifecycle.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';

/** `buildExpiry/{buildId}`: whose build it is and when it was made (docs/data-model.md "Lifecycle"). */
interface BuildExpiryEntry {
  uid: string;
  createdAt: number;
}

/** A free build's place in the expiry queue. */
export function expiryQueueWrite(uid: string, buildId: string, createdAt: number): Record<string, BuildExpiryEntry> {
  return { [buildExpiryPath(buildId)]: { uid, createdAt } };
}

/** The writes that record a free build: its record and its place in the expiry queue, in one atomic update. */
export function buildRecordWrites(uid: string, buildId: string, record: BuildRecord): Record<string, unknown> {
  return { [buildPath(uid, buildId)]: record, ...expiryQueueWrite(uid, buildId, record.createdAt) };
}

export interface ExpiredBuilds {
  /** APKs removed and records marked in this run. */
  expired: number;
  /** Queue entries whose record was already gone (an account deleted since): file removed, nothing marked. */
  withoutRecord: number;
  /** True when the run stopped at `maxPerRun` with more due: the next run continues. */
  more: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE = 100;

/**
 * Removes the APK of every free build older than BUILD_RETENTION_DAYS and marks its record `expiredAt`, reading the
 * time-ordered queue from the oldest and stopping at the first younger build, so a run costs what is due, not every
 * user's builds. Only free builds are queued: files delivered for paid requests are never touched. Idempotent: the
 * file is deleted before the entry leaves the queue, so a run that dies midway is finished by the next.
 */
export async function expireOldBuilds(
  deps: { db: Db; files: FileStore; clock: Clock },
  maxPerRun = 5_000,
): Promise<ExpiredBuilds> {
  const now = deps.clock.now();
  const cutoff = now - BUILD_RETENTION_DAYS * DAY_MS;
  const result: ExpiredBuilds = { expired: 0, withoutRecord: 0, more: false };
  for (;;) {
    const page = await deps.db.childrenAfter<BuildExpiryEntry>(BUILD_EXPIRY_PATH, null, PAGE);
    const due = page.filter(([, entry]) => entry.createdAt <= cutoff);
    for (const [buildId, entry] of due) {
      if (result.expired + result.withoutRecord >= maxPerRun) return { ...result, more: true };
      const marked = await expireBuild(deps, buildId, entry, now);
      if (marked) result.expired += 1;
      else result.withoutRecord += 1;
    }
    // The queue is in build-id order, which is time order: a younger entry (or a short page) ends the run.
    if (due.length < page.length || page.length < PAGE) return result;
  }
}

async function expireBuild(deps: { db: Db; files: FileStore }, buildId: string, entry: BuildExpiryEntry, now: number) {
  const record = await deps.db.get<BuildRecord>(buildPath(entry.uid, buildId));
  await deps.files.deletePrefix(buildStoragePath(entry.uid, buildId));
  await deps.db.update({
    [buildExpiryPath(buildId)]: null,
    ...(record && record.expiredAt === undefined ? { [`${buildPath(entry.uid, buildId)}/expiredAt`]: now } : {}),
  });
  return record !== null;
}
