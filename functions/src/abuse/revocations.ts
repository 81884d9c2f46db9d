import { HttpsError } from 'firebase-functions/https';
import { REVOKED_BUILDS_MESSAGE, REVOKED_DOWNLOAD_MESSAGE, type RevocationRecord } from '../contracts/abuse.js';
import { revocationPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';

/** The account's revocation by support, if any (docs/data-model.md `revocations/{uid}`). */
export function revocationOf(db: Db, uid: string): Promise<RevocationRecord | null> {
  return db.get<RevocationRecord>(revocationPath(uid));
}

/** Builds and new download links of a revoked account stop here (a free build before it takes a slot). */
export async function refuseRevokedAccount(db: Db, uid: string): Promise<void> {
  if (await revocationOf(db, uid)) throw new HttpsError('permission-denied', REVOKED_BUILDS_MESSAGE);
}

/**
 * Every download path asks this after checking the link's signature: a link of a revoked account fails, whenever it
 * was made, because the revocation is read at download time rather than written into links.
 */
export async function refuseRevokedDownload(db: Db, uid: string): Promise<void> {
  if (await revocationOf(db, uid)) throw new HttpsError('permission-denied', REVOKED_DOWNLOAD_MESSAGE);
}
