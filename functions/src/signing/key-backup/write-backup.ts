import { KEY_BACKUPS_PREFIX } from '../../contracts/database-paths.js';
import type { Db } from '../../platform/db.js';
import type { FileStore } from '../../platform/files.js';
import type { SealingKeyring } from '../seal.js';
import { collectBackup } from './backup-contents.js';
import { encryptBackup } from './backup-envelope.js';

/** Backups older than this are deleted by the next backup: the policy says backups rotate in under 30 days. */
const BACKUP_RETENTION_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;
const BACKUP_CONTENT_TYPE = 'application/json';

export interface BackupReport {
  path: string;
  keys: number;
  packages: number;
  bytes: number;
  unreadable: string[];
  /** Older backups this run deleted (past BACKUP_RETENTION_DAYS). */
  expired: number;
}

/** `backups/signing-keys/2026-11-22T10-00-00-000Z.json`: names sort by time, and say it. */
export const backupPath = (createdAt: number): string =>
  `${KEY_BACKUPS_PREFIX}${new Date(createdAt).toISOString().replace(/[:.]/g, '-')}.json`;

function createdAtOf(path: string): number | null {
  const stamp = /(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.json$/.exec(path);
  return stamp ? Date.parse(`${stamp[1]}:${stamp[2]}:${stamp[3]}.${stamp[4]}Z`) : null;
}

/**
 * One backup of every sealed key (docs/data-model.md "Key backups"): collected, encrypted to the recovery public key,
 * written under its own Storage prefix (apart from every user's folder, so no account cascade or rule touches it),
 * then backups past the retention deleted. The bytes returned are the file, for the command line to keep a copy.
 */
export async function writeKeyBackup(
  deps: { db: Db; files: FileStore; keyring: SealingKeyring },
  recoveryPublicKeyPem: string,
  nowMs: number,
): Promise<{ report: BackupReport; file: Uint8Array }> {
  const { contents, unreadable } = await collectBackup(deps.db, deps.keyring, nowMs);
  const file = encryptBackup(Buffer.from(JSON.stringify(contents)), recoveryPublicKeyPem, nowMs);
  const path = backupPath(nowMs);
  await deps.files.save(path, file, BACKUP_CONTENT_TYPE, { keys: String(contents.keys.length) });
  let expired = 0;
  for (const old of await deps.files.list(KEY_BACKUPS_PREFIX)) {
    const at = createdAtOf(old);
    if (at !== null && at < nowMs - BACKUP_RETENTION_DAYS * DAY_MS) expired += await deps.files.deletePrefix(old);
  }
  const report = {
    path,
    keys: contents.keys.length,
    packages: contents.packages.length,
    bytes: file.length,
    unreadable,
    expired,
  };
  return { report, file };
}
