import { fenceAfterWrite } from '../account/deletion-fence.js';
import { signingKeyPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { SealingKeyring } from './seal.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import { recordPackage } from './package-record.js';
import { openSigningKey, sealKeyMaterial, type SigningKeyRecord } from './signing-key-record.js';

/**
 * The first key id scheme: the package name with '.' replaced by '_'. Not injective (`in.my_shop` and `in.my.shop`
 * both gave `in_my_shop`), so a record found under it belongs to a package only if it says so itself.
 */
export function legacyKeyId(packageName: string): string {
  return packageName.replace(/\./g, '_');
}

/**
 * Moves a key stored under its first id to `path` (its packageKey id) on first use: only when the stored
 * packageName is exactly the requested one, sealed again for the new path. Returns the record now at `path`, or
 * null when there is nothing of this package to move. A record that belongs to this package but does not open
 * fails loudly: making a new key instead would break updates of the installed app.
 */
export async function migrateLegacySigningKey(
  deps: { db: Db; keyring: SealingKeyring },
  uid: string,
  packageName: string,
  path: string,
  nowMs: number,
): Promise<SigningKeyRecord | null> {
  const legacyPath = signingKeyPath(uid, legacyKeyId(packageName));
  if (legacyPath === path) return null;
  const legacy = await deps.db.get<SigningKeyRecord>(legacyPath);
  if (!legacy || legacy.packageName !== packageName) return null;
  const { key } = openSigningKey(deps.keyring, legacy, legacyPath, packageName);
  const moved: SigningKeyRecord = {
    ...legacy,
    sealed: sealKeyMaterial(deps.keyring, key, path),
    resealedAt: nowMs,
  };
  const result = await deps.db.transaction<SigningKeyRecord>(path, (current) => current ?? moved);
  // Remove the old copy unless it changed meanwhile; remember the counter it had when it went, in case a build of
  // the previous release advanced it after we read it (only possible while a deployment rolls out).
  let removedVersionCode = legacy.lastVersionCode ?? 0;
  await deps.db.transaction<SigningKeyRecord>(legacyPath, (current) => {
    if (current?.packageName !== packageName || current.certificateSha256 !== legacy.certificateSha256) return current;
    removedVersionCode = Math.max(removedVersionCode, current.lastVersionCode ?? 0);
    return null;
  });
  if (removedVersionCode > (result.value?.lastVersionCode ?? 0)) {
    await deps.db.transaction<number>(`${path}/lastVersionCode`, (current) =>
      Math.max(typeof current === 'number' ? current : 0, removedVersionCode),
    );
  }
  logs.signingKeyMigrated(uid, legacyPath, path);
  const record = await deps.db.get<SigningKeyRecord>(path);
  if (record) await recordPackage(deps.db, uid, packageKey(packageName), record, nowMs);
  await fenceAfterWrite(deps, uid);
  return record;
}
