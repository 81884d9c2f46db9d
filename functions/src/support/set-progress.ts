import type { Caller } from '../platform/callers/caller.js';
import type { OpsActionResult } from '../contracts/ops.js';
import { appendAudit } from './audit-trail.js';
import { changeRequest } from '../requests/change-request.js';
import { touched } from '../requests/load-request.js';
import type { OpsDeps } from './ops-deps.js';
import { fieldsOf, parseTarget, parseWholeNumber } from '../requests/parse-input.js';
import { requireSupport } from './require-support.js';

/**
 * opsSetProgress({ uid, requestId, progressPercent }): 0..100. The customer's progress bar follows live; no email
 * (progress is not an event worth an inbox message; status changes are).
 */
export async function opsSetProgress(deps: OpsDeps, caller: Caller, data: unknown): Promise<OpsActionResult> {
  await requireSupport(deps.db, caller);
  const target = parseTarget(data);
  const progressPercent = parseWholeNumber(fieldsOf(data).progressPercent, 'progressPercent', 0, 100);
  const now = deps.clock.now();
  const { before } = await changeRequest(deps.db, target, (current) => ({
    ...current,
    progressPercent,
    ...touched(now),
  }));
  const id = deps.newId(now);
  await appendAudit(deps.db, caller, {
    id,
    at: now,
    action: 'opsSetProgress',
    target,
    before: { progressPercent: before.progressPercent },
    after: { progressPercent },
  });
  return { auditId: id };
}
