import { HttpsError } from 'firebase-functions/https';
import { requestPath } from '../contracts/database-paths.js';
import type { OpsTarget } from '../contracts/ops.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';

export async function loadRequest(db: Db, target: OpsTarget): Promise<RequestRecord> {
  const request = await db.get<RequestRecord>(requestPath(target.uid, target.requestId));
  if (!request) throw new HttpsError('not-found', 'Request not found.');
  return request;
}

/** The fields every server change of a request stamps (numeric time and its ISO twin). */
export function touched(now: number): Pick<RequestRecord, 'updatedAt' | 'updatedAtISO'> {
  return { updatedAt: now, updatedAtISO: new Date(now).toISOString() };
}
