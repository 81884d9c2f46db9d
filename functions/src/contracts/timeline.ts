// A request's customer-visible history (docs/data-model.md `timeline/{uid}/{requestId}/{entryId}`): status
// changes, support messages, the customer's replies, quotes, payments, deliverables, refunds. Server-written only,
// append-only, each entry id derived from the event so a retried write lands on the same entry.

import type { TimelineAttachment } from './conversation.js';
import type { RequestStatus } from './requests.js';

export type TimelineKind = 'created' | 'status' | 'message' | 'reply' | 'quote' | 'payment' | 'deliverable' | 'refund';
export type TimelineActor = 'customer' | 'support' | 'system';

export interface TimelineEntry {
  id: string;
  at: number;
  kind: TimelineKind;
  by: TimelineActor;
  /** A message, a reply, or the reason of an update_needed. */
  text?: string;
  from?: RequestStatus;
  to?: RequestStatus;
  amountInr?: number;
  deliverableId?: string;
  /** kind 'reply': the files the customer attached to the message (docs/data-model.md `attachments`). */
  attachments?: TimelineAttachment[];
  /** kind 'deliverable': support shared the file on an unpaid request; it downloads once the request is paid. */
  afterPayment?: true;
}

/** Whether an entry is news for the customer (their unread marker): what support or the system said, not their own. */
export function isNewsForCustomer(entry: Pick<TimelineEntry, 'by' | 'kind'>): boolean {
  return entry.by !== 'customer' && entry.kind !== 'created' && entry.kind !== 'payment';
}

/** Whether an entry is news for support (the console's unread marker): a message from the customer. */
export function isNewsForSupport(entry: Pick<TimelineEntry, 'by' | 'kind'>): boolean {
  return entry.by === 'customer' && entry.kind === 'reply';
}
