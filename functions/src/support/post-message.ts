import type { Caller } from '../platform/callers/caller.js';
import { MESSAGE_MAX_LENGTH, type OpsActionResult } from '../contracts/ops.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { appendAudit } from './audit-trail.js';
import { loadRequest } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseText } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/** opsPostMessage({ uid, requestId, text }): a message to the customer, on the timeline and by email. */
export async function opsPostMessage(deps: OpsDeps, caller: Caller, data: unknown): Promise<OpsActionResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const text = parseText(fieldsOf(data).text, 'text', MESSAGE_MAX_LENGTH);
  await loadRequest(deps.db, target);
  const now = deps.clock.now();
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, { id, at: now, action: 'opsPostMessage', target, before: null, after: { text } });
  await recordCustomerEvent(deps.events, {
    ...target,
    eventId: id,
    entry: { at: now, kind: 'message', by: 'support', text },
  });
  return { auditId: id };
}
