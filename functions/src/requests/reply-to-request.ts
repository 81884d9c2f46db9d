import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { opsRequestRoute } from '../contracts/app-routes.js';
import { CLIENT_ID_PATTERN, CONVERSATION_MESSAGES, type SendMessageResult } from '../contracts/conversation.js';
import { MESSAGE_MAX_LENGTH } from '../contracts/ops.js';
import { STATUS_AFTER_REPLY } from '../contracts/request-status.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { FileStore } from '../platform/files.js';
import { supportMessageEmail } from './emails/support-message-email.js';
import { recordCustomerEvent, type CustomerEventDeps } from './record-customer-event.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { changeRequest } from './change-request.js';
import { loadRequest, touched } from './load-request.js';
import { parseAttachmentRefs, recordAttachments } from './message-attachments.js';
import { fieldsOf, parseText } from './parse-input.js';

export interface ReplyDeps {
  events: CustomerEventDeps;
  /** Where the customer's attachments landed (checked before they join the message). */
  files: FileStore;
  newId: (nowMs: number) => string;
  /** The support team's inbox, told of every message. */
  supportInbox: string;
  /** The web app's origin, for the console link in that email. */
  appUrl: string;
}

/** A client-picked id makes the send retry-safe; the request id keeps it apart from every other request's. */
function messageIdOf(fields: Record<string, unknown>, requestId: string, fallback: () => string): string {
  if (fields.messageId === undefined) return fallback();
  if (typeof fields.messageId !== 'string' || !CLIENT_ID_PATTERN.test(fields.messageId))
    throw new HttpsError('invalid-argument', 'messageId must be 8 to 40 letters, digits, dashes or underscores.');
  return `message-${requestId}-${fields.messageId}`;
}

/**
 * replyToRequest({ requestId, text, attachments?, messageId? }): the customer writes to support about one of their
 * requests, at any status (docs/product.md "Conversation"), with text, checked files, or both. The message joins the
 * timeline and the support inbox is told; an "Update needed" goes back to in_review (the status check and the move
 * are one transaction). With a messageId, a retried send records one message and sends one email.
 */
export async function replyToRequest(deps: ReplyDeps, caller: Caller, data: unknown): Promise<SendMessageResult> {
  requireVerifiedEmail(caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  const target = { uid: caller.uid, requestId: fields.requestId };
  const text = parseText(fields.text ?? '', 'Your message', MESSAGE_MAX_LENGTH, { optional: true });
  const refs = parseAttachmentRefs(fields.attachments);
  if (text === '' && refs.length === 0) throw new HttpsError('invalid-argument', CONVERSATION_MESSAGES.empty);
  const { db, clock } = deps.events;
  const now = clock.now();
  const eventId = messageIdOf(fields, target.requestId, () => deps.newId(now));

  const current = await loadRequest(db, target);
  const attachments = await recordAttachments({ db, files: deps.files }, target, refs, eventId, now);
  let before: RequestRecord = current;
  let after: RequestRecord = current;
  if (current.status === 'update_needed') {
    ({ before, after } = await changeRequest(db, target, (latest) =>
      latest.status === 'update_needed'
        ? { ...latest, status: STATUS_AFTER_REPLY, ...touched(now), lastActivityAt: now }
        : latest,
    ));
  }
  const moved = before.status !== after.status;
  const recorded = await recordCustomerEvent(deps.events, {
    ...target,
    eventId,
    entry: {
      at: now,
      kind: 'reply',
      by: 'customer',
      ...(text ? { text } : {}),
      ...(attachments.length > 0
        ? {
            attachments: attachments.map(({ id, fileName, size, contentType }) => ({
              id,
              fileName,
              size,
              contentType,
            })),
          }
        : {}),
      ...(moved ? { from: before.status, to: after.status } : {}),
    },
    email: {
      to: deps.supportInbox,
      ...supportMessageEmail({
        request: after,
        text,
        attachments,
        statusMoved: moved,
        consoleUrl: `${deps.appUrl}${opsRequestRoute(target.uid, target.requestId)}`,
      }),
    },
  });
  logs.customerReplied(caller.uid, target.requestId);
  return { status: after.status, entryId: recorded.entry?.id ?? eventId };
}
