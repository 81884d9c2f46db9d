import { TOMBSTONES_PATH, tombstonePath, userStoragePrefix } from '../contracts/database-paths.js';
import * as logs from '../logs.js';
import { deleteUserData, type DeleteUserDataDeps } from './delete-user-data.js';
import type { TombstoneRecord } from './deletion-fence.js';
import { userOwnedPaths } from './erase-user-data.js';

/**
 * How long a tombstone stays: far longer than an ID token (1 hour) or a build (seconds) lives, so no build started
 * before the deletion can still be running when it goes.
 */
export const TOMBSTONE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const PAGE = 200;

export interface DeletedAccountsSweep {
  tombstones: number;
  /** Accounts where something was left (a build that died between a write and its fence, a failed cascade). */
  withLeftovers: number;
  /** Tombstones older than TOMBSTONE_RETENTION_MS, removed after a last pass. */
  expired: number;
}

async function hasLeftovers(deps: DeleteUserDataDeps, uid: string): Promise<boolean> {
  for (const path of userOwnedPaths(uid)) if ((await deps.db.get(path)) !== null) return true;
  return (await deps.files.list(userStoragePrefix(uid))).length > 0;
}

/**
 * The daily sweep of account deletions (wired to onSchedule in index.ts; by hand: `npm run ops:sweep`): for every
 * tombstone the whole cascade runs again, removing what a racing build or a failed cascade left, and tombstones past
 * their retention go. The cascade is idempotent, so a pass over a clean account changes nothing.
 */
export async function sweepDeletedAccounts(deps: DeleteUserDataDeps): Promise<DeletedAccountsSweep> {
  const result: DeletedAccountsSweep = { tombstones: 0, withLeftovers: 0, expired: 0 };
  const now = deps.clock.now();
  for (let after: string | null = null; ;) {
    const page: [string, TombstoneRecord][] = await deps.db.childrenAfter(TOMBSTONES_PATH, after, PAGE);
    if (page.length === 0) break;
    for (const [uid, tombstone] of page) {
      result.tombstones += 1;
      if (await hasLeftovers(deps, uid)) result.withLeftovers += 1;
      // Always, not only when data is left: a cascade that failed before its last step left the auth user.
      await deleteUserData(deps, uid, 'sweep');
      if (tombstone.deletedAt < now - TOMBSTONE_RETENTION_MS) {
        await deps.db.set(tombstonePath(uid), null);
        result.expired += 1;
      }
    }
    after = page[page.length - 1]![0];
  }
  logs.deletedAccountsSwept(result.tombstones, result.withLeftovers, result.expired);
  return result;
}
