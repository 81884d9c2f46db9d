import type { Caller } from '../platform/callers/caller.js';
import { appendAudit } from '../support/audit-trail.js';
import type { PublishingDeps } from './publishing-deps.js';
import type { PublishingTargetOf } from './publishing-target.js';

/** Support acting in a customer's publishing is audited like every ops callable (docs/data-model.md `audit`). */
export async function auditIfSupport(
  deps: PublishingDeps,
  caller: Caller,
  target: PublishingTargetOf,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  if (target.by !== 'support') return;
  const now = deps.clock.now();
  await appendAudit(deps.db, caller, {
    id: deps.newId(now),
    at: now,
    action,
    target: { uid: target.uid, requestId: target.requestId },
    before,
    after,
  });
}
