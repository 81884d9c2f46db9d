import { HttpsError } from 'firebase-functions/https';
import { requestPath } from '../contracts/database-paths.js';
import type { OpsTarget } from '../contracts/ops.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';

/** A change decided from the request's current value: the next value, or the error that refuses it. */
type RequestChange = (current: RequestRecord) => RequestRecord | HttpsError;

interface ChangedRequest {
  before: RequestRecord;
  after: RequestRecord;
}

/**
 * Applies a change in one transaction, so the check (a legal transition, unpaid, plan) and the write see the same
 * value: two support users acting at once cannot both move a request from the same status. The change function
 * must be pure: the transaction may run it more than once.
 */
export async function changeRequest(db: Db, target: OpsTarget, change: RequestChange): Promise<ChangedRequest> {
  let outcome: ChangedRequest | HttpsError | null = null;
  await db.transaction<RequestRecord>(requestPath(target.uid, target.requestId), (current) => {
    if (current === null) {
      outcome = null;
      return null;
    }
    const next = change(current);
    if (next instanceof HttpsError) {
      outcome = next;
      return undefined;
    }
    outcome = { before: current, after: next };
    return next;
  });
  const result = outcome as ChangedRequest | HttpsError | null;
  if (result === null) throw new HttpsError('not-found', 'Request not found.');
  if (result instanceof HttpsError) throw result;
  return result;
}
