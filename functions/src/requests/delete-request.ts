import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import type { DeleteRequestResult } from '../contracts/callables.js';
import {
  conversationReadsPath,
  requestAttachmentsPath,
  requestDeliverablesPath,
  requestPath,
  requestTimelinePath,
  userStoragePrefix,
} from '../contracts/database-paths.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { openSlotPath } from './request-quota.js';

export interface DeleteRequestDeps {
  db: Db;
  files: FileStore;
}

const PAID_REQUEST_KEPT = 'Paid requests cannot be deleted.';

/** Cloud Storage: everything filed under one request (deliverables), inside the owner's folder. */
export const requestStoragePrefix = (uid: string, requestId: string): string =>
  `${userStoragePrefix(uid)}requests/${requestId}/`;

/**
 * deleteRequest: the owner removes an unpaid request with everything filed under it: its timeline, its
 * deliverables and their files, and its quota slot (docs/api.md "deleteRequest"). The request itself goes in a
 * transaction that refuses a paid one, so a payment landing at the same moment either wins (nothing is deleted)
 * or finds the request gone (and is recorded for a refund). The rest follows in one multi-path update and one
 * prefix delete; a retry after a partial failure finds the request gone and finishes the cleanup, so the call is
 * idempotent. Only the caller's own paths are ever touched: another user's id deletes nothing.
 */
export async function deleteRequest(
  deps: DeleteRequestDeps,
  caller: Caller,
  data: unknown,
): Promise<DeleteRequestResult> {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  if (!isSafeKey(requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  const { uid } = caller;
  let paid = false;
  await deps.db.transaction<RequestRecord>(requestPath(uid, requestId), (current) => {
    paid = current?.paymentStatus === 'paid';
    return paid ? undefined : null;
  });
  if (paid) throw new HttpsError('failed-precondition', PAID_REQUEST_KEPT);

  await deps.db.update({
    [requestTimelinePath(uid, requestId)]: null,
    [requestDeliverablesPath(uid, requestId)]: null,
    [requestAttachmentsPath(uid, requestId)]: null,
    [conversationReadsPath(uid, requestId)]: null,
    [openSlotPath(uid, requestId)]: null,
  });
  const files = await deps.files.deletePrefix(requestStoragePrefix(uid, requestId));
  logs.requestDeleted(uid, requestId, files);
  return { deleted: true };
}
