import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { MESSAGE_MAX_LENGTH, type OpsActionResult } from '../contracts/ops.js';
import { checkSupportTransition, statusLabel } from '../contracts/request-status.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { appendAudit } from './audit-trail.js';
import { changeRequest } from '../requests/change-request.js';
import { touched } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseText } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsSetStatus({ uid, requestId, status, message? }): moves a request along the shared transition table
 * (contracts/request-status.ts). update_needed needs a message (what the customer must do); completed sets the
 * progress to 100. The customer gets a timeline entry and an email.
 */
export async function opsSetStatus(deps: OpsDeps, caller: Caller, data: unknown): Promise<OpsActionResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const fields = fieldsOf(data);
  if (typeof fields.status !== 'string') throw new HttpsError('invalid-argument', 'status is required.');
  const to = fields.status;
  const message = parseText(fields.message, 'message', MESSAGE_MAX_LENGTH, { optional: true });

  const now = deps.clock.now();
  const { before, after } = await changeRequest(deps.db, target, (current) => {
    const verdict = checkSupportTransition(current.status, to, current.paymentStatus, message);
    if (!verdict.ok) {
      switch (verdict.reason) {
        case 'unknown-status':
          return new HttpsError('invalid-argument', `Unknown status: ${to}.`);
        case 'message-required':
          return new HttpsError('invalid-argument', 'Write the customer a message saying what is needed.');
        case 'unpaid':
          return new HttpsError(
            'failed-precondition',
            `This request is unpaid: it cannot move to ${statusLabel(to)} until the customer pays.`,
          );
        default:
          return new HttpsError(
            'failed-precondition',
            `A request cannot move from ${statusLabel(current.status)} to ${statusLabel(to)}.`,
          );
      }
    }
    return {
      ...current,
      status: to,
      ...(to === 'completed' ? { progressPercent: 100 } : {}),
      ...touched(now),
      lastActivityAt: now,
    };
  });

  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsSetStatus',
    target,
    before: { status: before.status, progressPercent: before.progressPercent },
    after: { status: after.status, progressPercent: after.progressPercent, ...(message ? { message } : {}) },
  });
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: id,
    entry: {
      at: now,
      kind: 'status',
      by: 'support',
      from: before.status,
      to: after.status,
      ...(message ? { text: message } : {}),
    },
  });
  return { auditId: id };
}
