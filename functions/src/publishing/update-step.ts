import { HttpsError } from 'firebase-functions/https';
import type { PublishingStepEvent, PublishingUpdateStepResult } from '../contracts/publishing.js';
import type { Caller } from '../platform/callers/caller.js';
import { openPublishing } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import { applyTracker } from './publishing-store.js';
import { publishingTarget } from './publishing-target.js';
import { auditIfSupport } from './support-audit.js';

/** The events a person sends, shape-checked; who may send which is the state machine's (EVENT_SENDERS). */
function parseEvent(value: unknown): PublishingStepEvent {
  const event = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  switch (event.kind) {
    case 'developer-account':
      if (event.type !== 'personal' && event.type !== 'organization')
        throw new HttpsError('invalid-argument', 'The developer account is personal or organization.');
      return { kind: 'developer-account', type: event.type, createdAfterCutoff: event.createdAfterCutoff === true };
    case 'closed-test':
      return { kind: 'closed-test', testers: Number(event.testers), startedAt: Number(event.startedAt) };
    case 'production-submitted':
    case 'undo':
      return { kind: event.kind };
    case 'mark':
      if (event.step !== 'closed_test' && event.step !== 'production_review' && event.step !== 'live')
        throw new HttpsError(
          'invalid-argument',
          'Only the closed test, the production review and live are marked by hand.',
        );
      return { kind: 'mark', step: event.step };
    default:
      throw new HttpsError('invalid-argument', 'event.kind is not a publishing step change.');
  }
}

/**
 * publishingUpdateStep({ requestId, uid?, event }): the steps people decide (docs/product.md "Publishing"): the
 * customer states their developer account; support records the closed test, the production review and live, and
 * may take back the newest step. Refused changes say why (order, the closed-test rule).
 */
export async function publishingUpdateStep(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingUpdateStepResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const event = parseEvent(target.input.event);
  const record = await openPublishing(deps, target);
  const outcome = await applyTracker(deps.db, target.uid, target.requestId, event, target.by, deps.clock.now());
  if (!outcome.ok)
    throw new HttpsError(
      outcome.reason === 'not-allowed' ? 'permission-denied' : 'failed-precondition',
      outcome.message,
    );
  await auditIfSupport(
    deps,
    caller,
    target,
    'publishingUpdateStep',
    { tracker: record.tracker },
    { tracker: outcome.state, event },
  );
  return { changed: outcome.changed };
}
