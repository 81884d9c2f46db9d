import { packagePath, userKeyExportsPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { SigningKeyRecord } from './signing-key-record.js';
import { rateLimited } from '../platform/http/errors.js';
import type { Db } from '../platform/db.js';

/** `keyExports/{uid}/{exportId}` (docs/data-model.md): who exported which key when. Server-only. */
interface KeyExportRecord {
  id: string;
  /** What left: the PKCS#12 file (absent on older records), the upload key's, or the key encrypted for Play. */
  kind?: 'pkcs12' | 'upload-pkcs12' | 'play';
  at: number;
  atISO: string;
  packageName: string;
  certificateSha256: string;
  /** Who: the account (the path's uid) as its token named it at the time. */
  email: string | null;
  signInProvider: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records an export, unless the user already exported `perDay` keys in the last 24 hours: then 429 with the time
 * until the oldest of them leaves the window. One transaction over the user's export records, so two concurrent
 * exports cannot both take the last slot.
 */
export async function recordKeyExport(db: Db, uid: string, record: KeyExportRecord, perDay: number): Promise<void> {
  const recent = (entries: Record<string, KeyExportRecord> | null) =>
    Object.values(entries ?? {})
      .map((entry) => entry.at)
      .filter((at) => at > record.at - DAY_MS)
      .sort((a, b) => a - b);
  const result = await db.transaction<Record<string, KeyExportRecord>>(userKeyExportsPath(uid), (current) => {
    if (recent(current).length >= perDay) return undefined;
    return { ...(current ?? {}), [record.id]: record };
  });
  if (result.committed && result.value?.[record.id]) return;
  const oldest = recent(result.value)[0] ?? record.at;
  const retryAfterSeconds = (oldest + DAY_MS - record.at) / 1000;
  const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
  throw rateLimited(
    `You can export signing keys ${perDay} times a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}

/**
 * The owner's summary of the package (`packages/{uid}/{packageKey}`): when the key was last exported and how many
 * times, shown beside the export button. Whatever else the summary holds stays (the site confirmation a build
 * recorded); the key's own facts fill what is missing, so a summary that only a site confirmation wrote gains the
 * certificate the profile lists.
 */
export async function noteExportOnPackage(
  db: Db,
  uid: string,
  key: SigningKeyRecord,
  exportedAt: number,
): Promise<void> {
  await db.transaction<PackageRecord>(packagePath(uid, packageKey(key.packageName)), (current) => ({
    lastVersionCode: key.lastVersionCode ?? 0,
    createdAt: key.createdAt,
    ...current,
    packageName: key.packageName,
    certificateSha256: key.certificateSha256,
    lastExportedAt: exportedAt,
    exportCount: (current?.exportCount ?? 0) + 1,
    updatedAt: exportedAt,
  }));
}
