import type { PublishingConnectResult } from '../contracts/publishing.js';
import { accessGivenAt } from '../contracts/publishing-steps.js';
import type { Caller } from '../platform/callers/caller.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { markListingIfReady } from './listing-readiness.js';
import { openPublishing } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import { applyTracker, loadPublishing, patchPublishing } from './publishing-store.js';
import { publishingTarget } from './publishing-target.js';
import { answerRefusal } from './refusal-answer.js';
import { auditIfSupport } from './support-audit.js';
import * as logs from './publishing-logs.js';

/**
 * publishingConnect({ requestId, uid? }): "Connect Play" checks access in the customer's Play Console (an edit of the
 * app opened and deleted). Success marks App created and Access given (the 48h promise starts), then the steps whose
 * conditions already hold (a complete listing, a passed preflight). A refusal says what to do in Play Console.
 */
export async function publishingConnect(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingConnectResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const record = await openPublishing(deps, target);
  try {
    await deps.play().checkAccess(record.packageName);
  } catch (error) {
    return answerRefusal(deps, target, 'connect', error);
  }
  const now = deps.clock.now();
  await patchPublishing(deps.db, target.uid, target.requestId, { lastError: null }, now);
  const outcome = await applyTracker(deps.db, target.uid, target.requestId, { kind: 'connected' }, 'system', now);
  const latest = (await loadPublishing(deps.db, target.uid, target.requestId)) ?? record;
  if (
    (await markListingIfReady(deps.db, target.uid, target.requestId, latest, deps.allowLoopback, now)) &&
    latest.preflight?.ok
  )
    await applyTracker(deps.db, target.uid, target.requestId, { kind: 'preflight-passed' }, 'system', now);
  const started = accessGivenAt((await loadPublishing(deps.db, target.uid, target.requestId))?.tracker ?? {}) ?? now;
  if (outcome.ok && outcome.changed)
    await recordCustomerEvent(deps.events, {
      uid: target.uid,
      requestId: target.requestId,
      eventId: `publishing-connected-${target.requestId}`,
      entry: {
        kind: 'message',
        by: 'system',
        text: `Connected to Google Play: we can now release ${record.packageName} in your Play Console.`,
      },
      email: null,
    });
  logs.playConnected(target.uid, target.requestId, record.packageName, target.by);
  await auditIfSupport(deps, caller, target, 'publishingConnect', null, { connected: true });
  return { connected: true, accessGivenAt: started };
}
