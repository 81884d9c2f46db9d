import { HttpsError } from 'firebase-functions/https';
import type { CreateDownloadLinkResult } from '../contracts/callables.js';
import type { AttachmentRecord } from '../contracts/conversation.js';
import { attachmentPath } from '../contracts/database-paths.js';
import type { Caller } from '../platform/callers/caller.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs-conversation.js';
import { fieldsOf, parseTarget } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

export interface AttachmentLinkDeps {
  db: Db;
  clock: Clock;
  /** Signs the owner's single-use link to one of their files (the wiring passes delivery's signer). */
  signLink(
    uid: string,
    target: { kind: 'attachment'; requestId: string; attachmentId: string },
    nowMs: number,
  ): CreateDownloadLinkResult;
}

/**
 * opsAttachmentLink({ uid, requestId, attachmentId }): a short-lived, single-use link to a file a customer attached
 * to a message, for support to open (docs/api.md "Conversation"). The file stays in the customer's folder and is
 * served, like every download, only through a signed link (storage.rules lets no client read it).
 */
export async function opsAttachmentLink(
  deps: AttachmentLinkDeps,
  caller: Caller,
  data: unknown,
): Promise<CreateDownloadLinkResult> {
  await requireSupport(deps.db, caller);
  const { uid, requestId } = parseTarget(data);
  const { attachmentId } = fieldsOf(data);
  if (!isSafeKey(attachmentId)) throw new HttpsError('invalid-argument', 'attachmentId is required.');
  const record = await deps.db.get<AttachmentRecord>(attachmentPath(uid, requestId, attachmentId));
  if (!record) throw new HttpsError('not-found', 'This attachment no longer exists.');
  logs.attachmentOpenedBySupport(caller.uid, uid, requestId, attachmentId);
  return deps.signLink(uid, { kind: 'attachment', requestId, attachmentId }, deps.clock.now());
}
