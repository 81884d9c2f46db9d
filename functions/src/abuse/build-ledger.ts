import type { BuildLedgerEntry } from '../contracts/abuse.js';
import { buildLedgerPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';

/** The ledger id of a paid file: one per request, kind and version, so a retried fulfilment writes the same line. */
export const deliverableLedgerId = (uid: string, requestId: string, kind: string, versionCode: number): string =>
  `d-${uid}-${requestId}-${kind}-${versionCode}`;

/**
 * Records a file Apkforge signed, for takedowns (docs/data-model.md `buildLedger`): what site, what names, whose
 * account, which certificate and which bytes. Written after the file is stored and before anyone gets a link to
 * it; a plain set under an id fixed by the build, so a retry rewrites the same line.
 */
export async function recordInLedger(db: Db, ledgerId: string, entry: BuildLedgerEntry): Promise<void> {
  await db.set(buildLedgerPath(ledgerId), entry);
}
