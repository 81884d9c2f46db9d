import { HttpsError } from 'firebase-functions/https';
import { refuseRevokedAccount } from '../platform/callers/revoked-account.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { BUILD_GONE_MESSAGE, type BuildRecord } from '../contracts/builds.js';
import type { CreateDownloadLinkResult } from '../contracts/callables.js';
import { attachmentPath, buildPath, deliverablePath, requestPath } from '../contracts/database-paths.js';
import type { AttachmentRecord } from '../contracts/conversation.js';
import type { RequestRecord } from '../contracts/requests.js';
import { BUILD_EXPIRED_MESSAGE } from '../contracts/lifecycle.js';
import { AVAILABLE_AFTER_PAYMENT_MESSAGE, type DeliverableRecord } from '../contracts/deliverables.js';
import { BUILD_ID } from './download-build.js';
import type { DownloadTarget } from './download-token.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import { signedDownloadLink, type LinkSigner } from './download-link.js';

export interface CreateDownloadLinkDeps extends LinkSigner {
  db: Db;
  clock: Clock;
}

const SHAPE = 'Send { buildId }, { requestId, deliverableId } or { requestId, attachmentId }.';

function parseTarget(data: unknown): DownloadTarget {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new HttpsError('invalid-argument', SHAPE);
  const input = data as Record<string, unknown>;
  const keys = Object.keys(input).sort().join(',');
  if (keys === 'buildId') {
    if (typeof input.buildId !== 'string' || !BUILD_ID.test(input.buildId)) {
      throw new HttpsError('invalid-argument', 'buildId is not a build id.');
    }
    return { kind: 'build', buildId: input.buildId };
  }
  if (keys === 'deliverableId,requestId') {
    if (!isSafeKey(input.requestId) || !isSafeKey(input.deliverableId)) {
      throw new HttpsError('invalid-argument', 'requestId and deliverableId must be ids.');
    }
    return { kind: 'deliverable', requestId: input.requestId, deliverableId: input.deliverableId };
  }
  if (keys === 'attachmentId,requestId') {
    if (!isSafeKey(input.requestId) || !isSafeKey(input.attachmentId)) {
      throw new HttpsError('invalid-argument', 'requestId and attachmentId must be ids.');
    }
    return { kind: 'attachment', requestId: input.requestId, attachmentId: input.attachmentId };
  }
  throw new HttpsError('invalid-argument', SHAPE);
}

/**
 * Checks that the file exists for the caller and can be downloaded: only the caller's own records are read, so
 * another user's build or deliverable is simply not found.
 */
async function requireDownloadable(db: Db, uid: string, target: DownloadTarget): Promise<void> {
  if (target.kind === 'build') {
    const build = await db.get<BuildRecord>(buildPath(uid, target.buildId));
    if (!build) throw new HttpsError('not-found', BUILD_GONE_MESSAGE);
    if (build.expiredAt !== undefined) throw new HttpsError('not-found', BUILD_EXPIRED_MESSAGE);
    return;
  }
  if (target.kind === 'attachment') {
    const attachment = await db.get<AttachmentRecord>(attachmentPath(uid, target.requestId, target.attachmentId));
    if (!attachment) throw new HttpsError('not-found', 'This file is not part of your request.');
    return;
  }
  const deliverable = await db.get<DeliverableRecord>(deliverablePath(uid, target.requestId, target.deliverableId));
  if (!deliverable) throw new HttpsError('not-found', 'This file is not part of your request.');
  if (deliverable.kind === 'link') {
    throw new HttpsError('failed-precondition', 'This item is a link, not a file: open its address instead.');
  }
  if (deliverable.status !== 'ready' || !deliverable.storagePath) {
    throw new HttpsError('failed-precondition', 'This file is not ready yet.');
  }
  // Support may share a file on an unpaid request that opens only once it is paid (docs/product.md "Deliverables").
  if (deliverable.availableAfterPayment) {
    const request = await db.get<RequestRecord>(requestPath(uid, target.requestId));
    if (request?.paymentStatus !== 'paid') throw new HttpsError('failed-precondition', AVAILABLE_AFTER_PAYMENT_MESSAGE);
  }
}

/** createDownloadLink({ buildId } | { requestId, deliverableId }) -> a short-lived signed GET link (docs/api.md). */
export async function createDownloadLink(
  deps: CreateDownloadLinkDeps,
  caller: Caller,
  data: unknown,
): Promise<CreateDownloadLinkResult> {
  requireVerifiedEmail(caller);
  const target = parseTarget(data);
  await refuseRevokedAccount(deps.db, caller.uid);
  await requireDownloadable(deps.db, caller.uid, target);
  return signedDownloadLink(deps, caller.uid, target, deps.clock.now());
}
