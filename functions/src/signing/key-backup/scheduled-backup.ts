import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db.js';
import type { FileStore } from '../../platform/files.js';
import * as logs from '../key-lifecycle-logs.js';
import type { SealingKeyring } from '../seal.js';
import { writeKeyBackup, type BackupReport } from './write-backup.js';

/**
 * The daily backup (`backupSigningKeys`, docs/data-model.md "Key backups"). Without a recovery key it fails loudly
 * (logged as an error, and the schedule's run fails), never silently: a missing backup is found by its alert, not by
 * the first restore that needs it.
 */
export async function backupSigningKeysNow(deps: {
  db: Db;
  files: FileStore;
  clock: Clock;
  keyring: SealingKeyring;
  recoveryPublicKey: string | null;
}): Promise<BackupReport> {
  if (!deps.recoveryPublicKey) {
    logs.keyBackupNotConfigured();
    throw new Error('KEY_BACKUP_RECOVERY_KEY is not set: no key backup was made');
  }
  const { report } = await writeKeyBackup(deps, deps.recoveryPublicKey, deps.clock.now());
  logs.keyBackupWritten(report.path, report.keys, report.unreadable.length, report.expired);
  if (report.unreadable.length) logs.keyBackupUnreadable(report.unreadable);
  return report;
}
