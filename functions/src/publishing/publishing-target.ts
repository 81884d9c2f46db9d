import { HttpsError } from 'firebase-functions/https';
import { requestPath } from '../contracts/database-paths.js';
import { isPublishingPlan } from '../contracts/publishing.js';
import type { RequestRecord } from '../contracts/requests.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import { requireSupport } from '../support/require-support.js';

/** Whose request a publishing call acts on, and who acts: the owner, or support for them (audited). */
export interface PublishingTargetOf {
  uid: string;
  requestId: string;
  request: RequestRecord;
  by: 'customer' | 'support';
}

/**
 * Every publishing callable starts here (docs/api.md "Publishing"): a verified caller; the request named by id (and,
 * for support acting on a customer's request, by its owner's uid, which needs the support claim); a paid request of
 * a plan that includes publishing. Another user's request is simply not found.
 */
export async function publishingTarget(
  db: Db,
  caller: Caller,
  data: unknown,
): Promise<PublishingTargetOf & { input: Record<string, unknown> }> {
  requireVerifiedEmail(caller);
  const input = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!isSafeKey(input.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  let uid = caller.uid;
  let by: 'customer' | 'support' = 'customer';
  if (input.uid !== undefined && input.uid !== caller.uid) {
    await requireSupport(db, caller);
    if (!isSafeKey(input.uid)) throw new HttpsError('invalid-argument', 'uid must be a user id.');
    uid = input.uid;
    by = 'support';
  }
  const request = await db.get<RequestRecord>(requestPath(uid, input.requestId));
  if (!request) throw new HttpsError('not-found', 'Request not found.');
  if (!isPublishingPlan(request.planId))
    throw new HttpsError('failed-precondition', 'This request’s plan does not include publishing on Google Play.');
  if (request.paymentStatus !== 'paid')
    throw new HttpsError('failed-precondition', 'Publishing starts once the request is paid.');
  return { uid, requestId: input.requestId, request: { ...request, id: input.requestId }, by, input };
}
