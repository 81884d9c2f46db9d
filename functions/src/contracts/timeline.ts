// A request's customer-visible history (docs/data-model.md `timeline/{uid}/{requestId}/{entryId}`): status
// changes, support messages, the customer's replies, quotes, payments, deliverables, refunds. Server-written only,
// append-only, each entry id derived from the event so a retried write lands on the same entry.

import { parseTimelineAttachments, type TimelineAttachment } from './conversation.js';
import { count, definedOnly, fieldsOf, oneOf, optionalNumber, optionalText } from './record-fields.js';
import type { RequestStatus } from './requests.js';

const KINDS = ['created', 'status', 'message', 'reply', 'quote', 'payment', 'deliverable', 'refund'] as const;
type TimelineKind = (typeof KINDS)[number];
const ACTORS = ['customer', 'support', 'system'] as const;
type TimelineActor = (typeof ACTORS)[number];

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

/**
 * One entry of `timeline/{uid}/{requestId}` as the customer's dialog and the support console read it: null for a kind
 * the product does not know (an entry a newer server wrote stays hidden rather than shown wrong); `by` falls back to
 * the system.
 */
export function parseTimelineEntry(raw: unknown, id: string): TimelineEntry | null {
  const r = fieldsOf(raw);
  const kind = oneOf(KINDS, r?.kind);
  if (!r || !kind) return null;
  return {
    id,
    at: count(r.at),
    kind,
    by: oneOf(ACTORS, r.by) ?? 'system',
    ...definedOnly({
      text: optionalText(r.text),
      from: optionalText(r.from),
      to: optionalText(r.to),
      amountInr: optionalNumber(r.amountInr),
      deliverableId: optionalText(r.deliverableId),
      attachments: parseTimelineAttachments(r.attachments),
      afterPayment: r.afterPayment === true ? (true as const) : undefined,
    }),
  };
}
