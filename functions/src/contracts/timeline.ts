// A request's customer-visible history (docs/data-model.md `timeline/{uid}/{requestId}/{entryId}`): status
// changes, support messages, the customer's replies, quotes, payments, deliverables, refunds. Server-written only,
// append-only, each entry id derived from the event so a retried write lands on the same entry.

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
    }),
  };
}
