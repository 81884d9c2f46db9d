import { logger } from 'firebase-functions/logger';

// Named log events of keys that last (as functions/src/logs.ts, which has no room left): users by uid only.

export function keyBackupWritten(path: string, keys: number, unreadable: number, expired: number): void {
  logger.info('signing keys backed up', { event: 'key_backup_written', path, keys, unreadable, expired });
}

export function keyBackupUnreadable(paths: string[]): void {
  logger.error('signing keys no secret opens were left out of the backup', { event: 'key_backup_unreadable', paths });
}

export function keyBackupNotConfigured(): void {
  logger.error('KEY_BACKUP_RECOVERY_KEY is not set: signing keys were not backed up', {
    event: 'key_backup_not_configured',
  });
}
