import { PACKAGES_PATH, SIGNING_KEYS_PATH, UPLOAD_KEYS_PATH } from '../../contracts/database-paths.js';
import type { PackageRecord } from '../../contracts/packages.js';
import type { Db } from '../../platform/db.js';
import { unseal, UnsealError, type SealingKeyring } from '../seal.js';
import type { SigningKeyRecord } from '../signing-key-record.js';

/** The two shelves of sealed keys a backup carries. */
export const KEY_SHELVES = [SIGNING_KEYS_PATH, UPLOAD_KEYS_PATH] as const;
type KeyShelf = (typeof KEY_SHELVES)[number];

/** One key in the clear (inside the encrypted backup only): where it lives, its record, its sealed plaintext. */
export interface BackedUpKey {
  shelf: KeyShelf;
  uid: string;
  id: string;
  /** The record without `sealed` and `pendingRotation`: those are tied to this deployment's secret. */
  record: Omit<SigningKeyRecord, 'sealed' | 'pendingRotation'>;
  /** signing-key-record.ts encodeKeyMaterial's JSON (key, certificate, a rotation's lineage and original key). */
  material: string;
}

export interface BackupContents {
  format: 'apkforge-key-backup-contents/1';
  createdAt: number;
  keys: BackedUpKey[];
  /** Owner summaries of every package with a key (docs/data-model.md `packages`): certificate, counter, choices. */
  packages: { uid: string; id: string; summary: PackageRecord }[];
}

const USERS_PER_PAGE = 100;

async function* pages<T>(db: Db, root: string): AsyncGenerator<[string, Record<string, T>]> {
  for (let after: string | null = null; ;) {
    const users: [string, Record<string, T>][] = await db.childrenAfter(root, after, USERS_PER_PAGE);
    if (users.length === 0) return;
    yield* users;
    after = users[users.length - 1]![0];
  }
}

/**
 * Every sealed key opened with the keyring, with its record and its package's summary. A key no secret opens cannot
 * be backed up: it is named in `unreadable` (the scheduled backup logs them, the command line prints them).
 */
export async function collectBackup(
  db: Db,
  keyring: SealingKeyring,
  createdAt: number,
): Promise<{ contents: BackupContents; unreadable: string[] }> {
  const keys: BackedUpKey[] = [];
  const unreadable: string[] = [];
  const owners = new Set<string>();
  for (const shelf of KEY_SHELVES) {
    for await (const [uid, records] of pages<SigningKeyRecord>(db, shelf)) {
      for (const [id, full] of Object.entries(records)) {
        const path = `${shelf}/${uid}/${id}`;
        try {
          const material = unseal(keyring, full.sealed, path).plaintext.toString('utf8');
          const { sealed: _sealed, pendingRotation: _pending, ...record } = full;
          keys.push({ shelf, uid, id, record, material });
          owners.add(uid);
        } catch (error) {
          if (!(error instanceof UnsealError)) throw error;
          unreadable.push(path);
        }
      }
    }
  }
  const packages: BackupContents['packages'] = [];
  for (const uid of [...owners].sort()) {
    const summaries = (await db.get<Record<string, PackageRecord>>(`${PACKAGES_PATH}/${uid}`)) ?? {};
    for (const [id, summary] of Object.entries(summaries)) packages.push({ uid, id, summary });
  }
  return { contents: { format: 'apkforge-key-backup-contents/1', createdAt, keys, packages }, unreadable };
}
