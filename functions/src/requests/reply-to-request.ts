import { HttpsError } from 'firebase-functions/https';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { opsRequestRoute } from '../contracts/app-routes.js';
import { MESSAGE_MAX_LENGTH, type ReplyToRequestResult } from '../contracts/ops.js';
import { STATUS_AFTER_REPLY } from '../contracts/request-status.js';
import { supportReplyEmail } from './customer-email.js';
import { recordCustomerEvent, type CustomerEventDeps } from './record-customer-event.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { changeRequest } from './change-request.js';
import { touched } from './load-request.js';
import { fieldsOf, parseText } from './parse-input.js';

export interface ReplyDeps {
  events: CustomerEventDeps;
  newId: (nowMs: number) => string;
  /** The support team's inbox, told of every reply. */
  supportInbox: string;
  /** The web app's origin, for the console link in that email. */
  appUrl: string;
}

/**
 * replyToRequest({ requestId, text }): the owner answers an "Update needed". The reply joins the timeline, the
 * request goes back to in_review (docs/product.md §4), and the support inbox is told. Only while a reply is
 * awaited: the status check and the move are one transaction.
 */
export async function replyToRequest(deps: ReplyDeps, caller: Caller, data: unknown): Promise<ReplyToRequestResult> {
  requireVerifiedEmail(caller);
  const fields = fieldsOf(data);
  if (!isSafeKey(fields.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  const target = { uid: caller.uid, requestId: fields.requestId };
  const text = parseText(fields.text, 'Your reply', MESSAGE_MAX_LENGTH);
  const { db, clock } = deps.events;
  const now = clock.now();
  const { before, after } = await changeRequest(db, target, (current) =>
    current.status !== 'update_needed'
      ? new HttpsError('failed-precondition', 'This request is not waiting for a reply.')
      : { ...current, status: STATUS_AFTER_REPLY, ...touched(now), lastActivityAt: now },
  );
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: deps.newId(now),
    entry: { at: now, kind: 'reply', by: 'customer', text, from: before.status, to: after.status },
    email: {
      to: deps.supportInbox,
      ...supportReplyEmail(after, text, `${deps.appUrl}${opsRequestRoute(target.uid, target.requestId)}`),
    },
  });
  logs.customerReplied(caller.uid, target.requestId);
  return { status: after.status };
}
