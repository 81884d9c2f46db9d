import { certificateFingerprint } from '../../engine/index.js';
import { PACKAGES_PATH } from '../../contracts/database-paths.js';
import type { PackageRecord } from '../../contracts/packages.js';
import type { Db } from '../../platform/db.js';
import { seal, type SealingKeyring } from '../seal.js';
import { decodeKeyMaterial, type SigningKeyRecord } from '../signing-key-record.js';
import { BackupError, decryptBackup } from './backup-envelope.js';
import { KEY_SHELVES, type BackedUpKey, type BackupContents } from './backup-contents.js';

export interface RestoreReport {
  /** Keys written because the database had none at their place. */
  restored: number;
  /** Keys already there with the same certificate (their counters raised to the backup's if lower). */
  present: number;
  /** Places where the database holds another certificate: never overwritten, for a person to look at. */
  conflicts: string[];
  packages: number;
}

const SAFE = /^[^.#$[\]/]+$/;

/** Every entry checked before anything is written: a backup that is not wholly sound restores nothing. */
function checkContents(contents: BackupContents): void {
  if (contents.format !== 'apkforge-key-backup-contents/1' || !Array.isArray(contents.keys))
    throw new BackupError('The backup opens but its contents are not an Apkforge key backup.');
  for (const entry of contents.keys) {
    const where = `${entry.shelf}/${entry.uid}/${entry.id}`;
    if (!(KEY_SHELVES as readonly string[]).includes(entry.shelf) || !SAFE.test(entry.uid) || !SAFE.test(entry.id))
      throw new BackupError(`The backup names an impossible place: ${where}.`);
    const key = decodeKeyMaterial(Buffer.from(entry.material, 'utf8'));
    if (certificateFingerprint(key.certificate) !== entry.record.certificateSha256)
      throw new BackupError(`The key at ${where} does not match its certificate.`);
  }
}

async function restoreKey(db: Db, keyring: SealingKeyring, entry: BackedUpKey, report: RestoreReport) {
  const path = `${entry.shelf}/${entry.uid}/${entry.id}`;
  // Sealed again for this deployment's secret and path (the path is the sealing context).
  const sealed = seal(keyring.current, Buffer.from(entry.material, 'utf8'), path);
  let outcome = 'present' as 'restored' | 'present' | 'conflict';
  await db.transaction<SigningKeyRecord>(path, (current) => {
    if (current === null) {
      outcome = 'restored';
      return { ...entry.record, sealed };
    }
    if (current.certificateSha256 !== entry.record.certificateSha256) {
      outcome = 'conflict';
      return undefined;
    }
    outcome = 'present';
    const counter = Math.max(current.lastVersionCode ?? 0, entry.record.lastVersionCode ?? 0);
    return counter === (current.lastVersionCode ?? 0) ? undefined : { ...current, lastVersionCode: counter };
  });
  if (outcome === 'restored') report.restored += 1;
  else if (outcome === 'present') report.present += 1;
  else report.conflicts.push(path);
}

/**
 * `npm run keys -- restore` (docs/data-model.md "Key backups"): opens the backup with the recovery private key, checks
 * every entry, then puts back each key the database lacks, sealed with the current secret. A key present with the same
 * certificate stays (its versionCode counter never goes back); one present with another certificate is reported and
 * never overwritten. Package summaries are put back where missing. Safe to run again: a second run restores nothing.
 */
export async function restoreBackup(
  db: Db,
  keyring: SealingKeyring,
  file: Uint8Array,
  recoveryPrivateKeyPem: string,
): Promise<RestoreReport> {
  const { plaintext } = decryptBackup(file, recoveryPrivateKeyPem);
  let contents: BackupContents;
  try {
    contents = JSON.parse(plaintext.toString('utf8')) as BackupContents;
  } catch {
    throw new BackupError('The backup opens but its contents are not JSON.');
  }
  checkContents(contents);
  const report: RestoreReport = { restored: 0, present: 0, conflicts: [], packages: 0 };
  for (const entry of contents.keys) await restoreKey(db, keyring, entry, report);
  for (const { uid, id, summary } of contents.packages) {
    if (!SAFE.test(uid) || !SAFE.test(id)) continue;
    const result = await db.transaction<PackageRecord>(`${PACKAGES_PATH}/${uid}/${id}`, (current) => {
      if (current === null) return summary;
      const lastVersionCode = Math.max(current.lastVersionCode ?? 0, summary.lastVersionCode ?? 0);
      return lastVersionCode === current.lastVersionCode ? undefined : { ...current, lastVersionCode };
    });
    if (result.committed) report.packages += 1;
  }
  return report;
}
