import { HttpsError } from 'firebase-functions/https';
import { tombstonePath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import * as logs from '../logs.js';
import { eraseUserData } from './erase-user-data.js';

const ACCOUNT_DELETED = 'This account has been deleted.';

/**
 * `tombstones/{uid}`: written first by the account cascade, before it removes anything, and kept for
 * TOMBSTONE_RETENTION_MS (sweep-deleted-accounts.ts), longer than any ID token or build lives.
 */
export interface TombstoneRecord {
  deletedAt: number;
  trigger: string;
}

/** Refuses to start writing for an account whose deletion has begun (its ID token may live on for an hour). */
export async function refuseDeletedAccount(db: Db, uid: string): Promise<void> {
  if (await db.get<TombstoneRecord>(tombstonePath(uid))) throw new HttpsError('permission-denied', ACCOUNT_DELETED);
}

/**
 * Called right after each write a build makes for `uid` (key creation, versionCode, the APK, the record). The cascade
 * writes the tombstone before it removes anything and a build reads it after each of its writes, so one of them
 * always sees the other: if the tombstone was there, the build removes the user's data itself and fails; if not,
 * the write landed before the cascade started removing, and the cascade removes it. Nothing written survives
 * either way (a build that dies between a write and its fence leaves data the sweep removes).
 */
export async function fenceAfterWrite(deps: { db: Db; files?: FileStore }, uid: string): Promise<void> {
  if (!(await deps.db.get<TombstoneRecord>(tombstonePath(uid)))) return;
  const erased = await eraseUserData(deps, uid);
  logs.writeRacedAccountDeletion(uid, erased.files);
  throw new HttpsError('permission-denied', ACCOUNT_DELETED);
}
