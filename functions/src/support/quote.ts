import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { QUOTE_MAX_INR, QUOTE_MIN_INR, type OpsActionResult } from '../contracts/ops.js';
import { CUSTOM_PLAN_ID } from '../contracts/plans.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { appendAudit } from './audit-trail.js';
import { changeRequest } from '../requests/change-request.js';
import { touched } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseWholeNumber } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsQuote({ uid, requestId, amountInr }): prices a custom-plan request. Sets the server-written amountInr and
 * quotedAt, which createOrder then charges; until quoted the customer sees "Awaiting quote" instead of Pay Now.
 * A new quote replaces the previous one while the request is unpaid.
 */
export async function opsQuote(deps: OpsDeps, caller: Caller, data: unknown): Promise<OpsActionResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const amountInr = parseWholeNumber(fieldsOf(data).amountInr, 'amountInr', QUOTE_MIN_INR, QUOTE_MAX_INR);
  const now = deps.clock.now();
  const { before } = await changeRequest(deps.db, target, (current) => {
    if (current.planId !== CUSTOM_PLAN_ID) {
      return new HttpsError('failed-precondition', 'Only requests on the custom plan can be quoted.');
    }
    if (current.paymentStatus === 'paid') {
      return new HttpsError('failed-precondition', 'This request is already paid: its quote cannot change.');
    }
    return { ...current, amountInr, quotedAt: now, ...touched(now), lastActivityAt: now };
  });
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsQuote',
    target,
    before: { amountInr: before.amountInr ?? null, quotedAt: before.quotedAt ?? null },
    after: { amountInr, quotedAt: now },
  });
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: id,
    entry: { at: now, kind: 'quote', by: 'support', amountInr },
  });
  return { auditId: id };
}
