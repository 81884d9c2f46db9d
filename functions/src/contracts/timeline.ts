// A request's customer-visible history (docs/data-model.md `timeline/{uid}/{requestId}/{entryId}`): status
// changes, support messages, the customer's replies, quotes, payments, deliverables, refunds. Server-written only,
// append-only, each entry id derived from the event so a retried write lands on the same entry.

import type { RequestStatus } from './requests.js';

type TimelineKind = 'created' | 'status' | 'message' | 'reply' | 'quote' | 'payment' | 'deliverable' | 'refund';
type TimelineActor = 'customer' | 'support' | 'system';

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
