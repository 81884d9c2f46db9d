import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { adminDb, type Db } from '../../platform/db.js';
import { bucketFiles, type FileStore } from '../../platform/files.js';
import type { AdminTarget } from '../../platform/cli/admin-target.js';
import { keyringFromSecrets } from '../keyring.js';
import type { SealingKeyring } from '../seal.js';

/** The database, the default bucket and the sealing keyring of an operator command's target (local stack or project). */
export function keysOf(target: AdminTarget): { db: Db; files: FileStore; keyring: SealingKeyring } {
  const current = target.secret('SIGNING_KEYS_SECRET');
  if (!current)
    throw new Error('SIGNING_KEYS_SECRET is not set (README "Rotating the signing-keys secret" says where)');
  return {
    db: adminDb(getDatabase(target.app)),
    files: bucketFiles(getStorage(target.app).bucket()),
    keyring: keyringFromSecrets(current, target.secret('SIGNING_KEYS_SECRET_PREVIOUS')),
  };
}
