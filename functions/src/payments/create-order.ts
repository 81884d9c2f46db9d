import { HttpsError } from 'firebase-functions/https';
import type { CreateOrderResult } from '../contracts/callables.js';
import { orderPath, requestPath } from '../contracts/database-paths.js';
import { CUSTOM_PLAN_ID } from '../contracts/plans.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import { amountInPaise, CURRENCY, findPlan } from '../plans/catalog.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import type { PaymentGateway } from './gateway.js';
import { awaitClaimedOrder, claimOrder, dropClaim, orderBeingPrepared, settleClaim } from './order-claims.js';
import type { OrderRecord } from '../contracts/payment-records.js';

export interface CreateOrderDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  /** How a call waits for a concurrent one creating the same order (tests pass a no-op). */
  sleep?: (ms: number) => Promise<void>;
}

/** docs/product.md §5: the custom plan is paid after a quote, never through Checkout before one. */
const CUSTOM_PLAN_MESSAGE = 'Custom plan. Support will contact you for payment.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What this request costs, in paise, from the server only: the catalog price; for the custom plan, the amount a
 * support quote wrote (`amountInr` with `quotedAt`, both server-written), and until then the spec's message.
 */
function amountOf(request: RequestRecord): { planId: string; amount: number } {
  const plan = findPlan(request.planId);
  if (!plan) throw new HttpsError('failed-precondition', 'This request has an unknown plan. Please contact support.');
  if (plan.id === CUSTOM_PLAN_ID) {
    const quoted = typeof request.quotedAt === 'number' && typeof request.amountInr === 'number';
    const amount = quoted ? Math.round((request.amountInr ?? 0) * 100) : 0;
    if (amount < 100) throw new HttpsError('failed-precondition', CUSTOM_PLAN_MESSAGE);
    return { planId: plan.id, amount };
  }
  const amount = amountInPaise(plan);
  if (amount === null) throw new HttpsError('failed-precondition', CUSTOM_PLAN_MESSAGE);
  return { planId: plan.id, amount };
}

/** The stored order, when it is still open for this request, plan and amount. */
async function reusable(db: Db, orderId: string, requestId: string, planId: string, amount: number) {
  const order = await db.get<OrderRecord>(orderPath(orderId));
  const open =
    order?.status === 'created' && order.requestId === requestId && order.planId === planId && order.amount === amount;
  return open ? order : null;
}

/**
 * createOrder({ requestId }): a Razorpay order for the caller's own unpaid request. The amount is the server's
 * (catalog price x 100, or the support quote), never a client value; the notes tie the order to the request and
 * user. The open order of the same request, plan and amount is reused instead of making another, and calls are
 * limited per account (order-claims.ts), so retries and double clicks cost Razorpay nothing.
 */
export async function createOrder(deps: CreateOrderDeps, caller: Caller, data: unknown): Promise<CreateOrderResult> {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  if (!isSafeKey(requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  // Before any order exists: money is never taken from an account whose work would then be refused.
  await refuseRevokedCaller(deps.db, caller.uid);

  // Only the caller's own subtree is read, so another user's request is simply not found (nothing leaks).
  const request = await deps.db.get<RequestRecord>(requestPath(caller.uid, requestId));
  if (!request) throw new HttpsError('not-found', 'Request not found.');
  if (request.paymentStatus === 'paid') throw new HttpsError('failed-precondition', 'This request is already paid.');
  const { planId, amount } = amountOf(request);
  const answer = (orderId: string): CreateOrderResult => ({
    orderId,
    amount,
    currency: CURRENCY,
    keyId: deps.gateway.keyId,
  });

  const now = deps.clock.now();
  let outcome = await claimOrder(deps.db, caller.uid, { requestId, planId, amount }, now);
  if (outcome.kind === 'busy') {
    const orderId = await awaitClaimedOrder(deps.db, caller.uid, requestId, deps.sleep ?? wait);
    if (!orderId) throw orderBeingPrepared();
    outcome = { kind: 'reuse', orderId };
  }
  if (outcome.kind === 'reuse') {
    if (await reusable(deps.db, outcome.orderId, requestId, planId, amount)) {
      logs.orderReused(caller.uid, requestId, outcome.orderId);
      return answer(outcome.orderId);
    }
    // Paid or changed since: this call makes a new one (counted once more, like any other attempt).
    outcome = await claimOrder(deps.db, caller.uid, { requestId, planId, amount }, now, { discard: outcome.orderId });
    if (outcome.kind !== 'create') throw orderBeingPrepared();
  }
  return answer(await createAtRazorpay(deps, caller.uid, { requestId, planId, amount }, outcome.claim, now));
}

async function createAtRazorpay(
  deps: CreateOrderDeps,
  uid: string,
  wanted: { requestId: string; planId: string; amount: number },
  claim: string,
  now: number,
): Promise<string> {
  const { requestId, planId, amount } = wanted;
  let order;
  try {
    order = await deps.gateway.createOrder({
      amount,
      currency: CURRENCY,
      // Razorpay caps receipts at 40 characters; push ids have 20.
      receipt: requestId.slice(0, 40),
      notes: { requestId, userId: uid },
    });
  } catch (error) {
    logs.orderCreationFailed(uid, requestId, error);
    await dropClaim(deps.db, uid, requestId, claim);
    throw new HttpsError('unavailable', 'The payment service is unavailable right now. Please try again in a minute.');
  }
  if (order.amount !== amount || order.currency !== CURRENCY) {
    logs.orderCreationFailed(
      uid,
      requestId,
      new Error(`order ${order.id} came back with ${order.amount} ${order.currency}`),
    );
    await dropClaim(deps.db, uid, requestId, claim);
    throw new HttpsError('internal', 'The payment service returned an unexpected order. Please try again.');
  }
  const record: OrderRecord = {
    orderId: order.id,
    uid,
    requestId,
    planId,
    amount,
    currency: CURRENCY,
    status: 'created',
    createdAt: now,
  };
  await deps.db.set(orderPath(order.id), record);
  await settleClaim(deps.db, uid, requestId, claim, order.id);
  logs.orderCreated(uid, requestId, order.id, amount);
  return order.id;
}
