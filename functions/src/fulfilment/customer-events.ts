import type { DeliverableRecord } from '../contracts/deliverables.js';
import { recordCustomerEvent, type CustomerEvent, type CustomerEventDeps } from '../requests/record-customer-event.js';
import * as logs from '../logs.js';

type Announced = Pick<DeliverableRecord, 'id' | 'label' | 'status' | 'error'>;

/**
 * A deliverable that became ready or failed, as a timeline entry (docs/data-model.md `timeline`). Event ids are
 * derived from the request and the deliverable, so a retried announcement lands on the same entry and email.
 * A ready file joins the timeline without its own email (the request's "completed" email follows at once); a failure
 * is a message from us, emailed, saying what happened and that support knows.
 */
export function deliverableEvent(uid: string, requestId: string, record: Announced, atMs: number): CustomerEvent {
  if (record.status === 'ready') {
    return {
      uid,
      requestId,
      eventId: `fulfilment-${requestId}-${record.id}-ready`,
      entry: { at: atMs, kind: 'deliverable', by: 'system', text: record.label, deliverableId: record.id },
      email: null,
    };
  }
  const reason = record.error ? ` ${record.error}` : '';
  return {
    uid,
    requestId,
    eventId: `fulfilment-${requestId}-${record.id}-failed`,
    entry: {
      at: atMs,
      kind: 'message',
      by: 'system',
      text: `${record.label} could not be built.${reason} Support has been told and will contact you.`,
      deliverableId: record.id,
    },
  };
}

/** The request moved to completed because all its files are ready: a status entry with the standard email. */
export function completedEvent(uid: string, requestId: string, from: string, atMs: number): CustomerEvent {
  return {
    uid,
    requestId,
    eventId: `fulfilment-${requestId}-completed`,
    entry: { at: atMs, kind: 'status', by: 'system', from, to: 'completed' },
  };
}

/**
 * THE call site where fulfilment tells the customer: recordCustomerEvent (timeline entry + email outbox). Never
 * throws: telling the customer must not undo a delivered file, and the event is idempotent, so a later run that
 * reaches the same point records it then.
 */
export async function announceToCustomer(deps: CustomerEventDeps, event: CustomerEvent): Promise<void> {
  try {
    await recordCustomerEvent(deps, event);
  } catch (error) {
    logs.customerEventFailed(event.uid, event.requestId, event.eventId, error);
  }
}
