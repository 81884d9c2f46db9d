import { requestDeliverablesPath, requestPath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { MarkPaidOutcome } from './mark-request-paid.js';
import type { FulfilmentDeps } from '../fulfilment/fulfilment-deps.js';
import { fulfilRequest, type FulfilmentOutcome } from '../fulfilment/fulfil-request.js';
import { plannedDeliverables } from '../fulfilment/plan-deliverables.js';

/** True when a paid request of an automatic plan still lacks a ready file (missing, failed, or abandoned). */
async function needsFulfilment(deps: FulfilmentDeps, uid: string, requestId: string): Promise<boolean> {
  const request = await deps.db.get<RequestRecord>(requestPath(uid, requestId));
  if (request?.paymentStatus !== 'paid') return false;
  const planned = plannedDeliverables(request.planId);
  if (planned.length === 0) return false;
  const records = await deps.db.get<Record<string, DeliverableRecord>>(requestDeliverablesPath(uid, requestId));
  return planned.some((item) => records?.[item.id]?.status !== 'ready');
}

/**
 * What happens right after markRequestPaid (verifyPayment and the webhook both call this): a request that just
 * became paid is fulfilled at once (RTDB triggers do not run in the local stack, and waiting for one would only add
 * latency); a payment seen again (a webhook redelivery, Checkout after the webhook) retries a fulfilment that is
 * missing or failed. Returns null when there was nothing to do.
 */
export async function fulfilAfterPayment(
  deps: FulfilmentDeps,
  uid: string | undefined,
  requestId: string,
  outcome: MarkPaidOutcome,
): Promise<FulfilmentOutcome | null> {
  if (uid === undefined) return null;
  if (outcome === 'marked-paid') return fulfilRequest(deps, uid, requestId, 'payment');
  if (outcome === 'already-paid' || outcome === 'paid-by-other-payment') {
    if (await needsFulfilment(deps, uid, requestId)) return fulfilRequest(deps, uid, requestId, 'redelivery');
  }
  return null;
}
