import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { QUOTE_MAX_INR, REFUND_NOTE_MAX_LENGTH, type OpsActionResult } from '../contracts/ops.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { appendAudit } from './audit-trail.js';
import { changeRequest } from '../requests/change-request.js';
import { touched } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseText, parseWholeNumber } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsNoteRefund({ uid, requestId, amountInr, note }): records that support refunded a paid request (the money
 * itself moves in the Razorpay dashboard; its refund webhook is handled by the payments code). The customer is told.
 */
export async function opsNoteRefund(deps: OpsDeps, caller: Caller, data: unknown): Promise<OpsActionResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const fields = fieldsOf(data);
  const amountInr = parseWholeNumber(fields.amountInr, 'amountInr', 1, QUOTE_MAX_INR);
  const note = parseText(fields.note, 'note', REFUND_NOTE_MAX_LENGTH, { optional: true });
  const now = deps.clock.now();
  const { before } = await changeRequest(deps.db, target, (current) => {
    if (current.paymentStatus !== 'paid') {
      return new HttpsError('failed-precondition', 'Only a paid request can have a refund.');
    }
    if (current.amountInr !== undefined && amountInr > current.amountInr) {
      return new HttpsError('invalid-argument', `A refund cannot exceed the ₹${current.amountInr} paid.`);
    }
    return { ...current, refundStatus: 'noted', ...touched(now), lastActivityAt: now };
  });
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsNoteRefund',
    target,
    before: { refundStatus: before.refundStatus ?? null },
    after: { refundStatus: 'noted', amountInr, ...(note ? { note } : {}) },
  });
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: id,
    entry: { at: now, kind: 'refund', by: 'support', amountInr, ...(note ? { text: note } : {}) },
  });
  return { auditId: id };
}
