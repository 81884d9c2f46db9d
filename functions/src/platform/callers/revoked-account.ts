import { HttpsError } from 'firebase-functions/https';
import {
  REVOKED_ACCOUNT_MESSAGE,
  REVOKED_BUILDS_MESSAGE,
  REVOKED_DOWNLOAD_MESSAGE,
  type RevocationRecord,
} from '../../contracts/abuse.js';
import { revocationPath } from '../../contracts/database-paths.js';
import type { Db } from '../db.js';

/** The account's revocation by support, if any (docs/data-model.md `revocations/{uid}`). */
export function revocationOf(db: Db, uid: string): Promise<RevocationRecord | null> {
  return db.get<RevocationRecord>(revocationPath(uid));
}

/** Builds and new download links of a revoked account stop here (a free build before it takes a slot). */
export async function refuseRevokedAccount(db: Db, uid: string): Promise<void> {
  if (await revocationOf(db, uid)) throw new HttpsError('permission-denied', REVOKED_BUILDS_MESSAGE);
}

/**
 * The other callables of a revoked account (requests, orders, site imports, key exports and key actions): refused
 * before they read or write anything else. Here in platform, beside the caller checks, so every domain can ask.
 */
export async function refuseRevokedCaller(db: Db, uid: string): Promise<void> {
  if (await revocationOf(db, uid)) throw new HttpsError('permission-denied', REVOKED_ACCOUNT_MESSAGE);
}

/**
 * Every download path asks this after checking the link's signature: a link of a revoked account fails, whenever it
 * was made, because the revocation is read at download time rather than written into links.
 */
export async function refuseRevokedDownload(db: Db, uid: string): Promise<void> {
  if (await revocationOf(db, uid)) throw new HttpsError('permission-denied', REVOKED_DOWNLOAD_MESSAGE);
}
