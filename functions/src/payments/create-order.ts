import { HttpsError } from 'firebase-functions/https';
import type { CreateOrderResult } from '../contracts/callables.js';
import { orderPath, requestPath } from '../contracts/database-paths.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Caller } from '../auth/caller.js';
import { amountInPaise, CURRENCY, findPlan, type CatalogPlan } from '../plans/catalog.js';
import { CUSTOM_PLAN_ID } from '../contracts/plans.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import type { PaymentGateway } from './gateway.js';
import type { OrderRecord } from './records.js';

export interface CreateOrderDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
}

/** docs/product.md §5: the custom plan is paid after a quote, never through Checkout. */
const CUSTOM_PLAN_MESSAGE = 'Custom plan. Support will contact you for payment.';

/**
 * Paise to charge: the catalog's price, or for the custom plan the amount support quoted (opsQuote writes amountInr
 * and quotedAt, server-only fields); null while a custom request is unquoted.
 */
function orderAmount(plan: CatalogPlan, request: RequestRecord): number | null {
  if (plan.id === CUSTOM_PLAN_ID) {
    const quoted =
      request.quotedAt !== undefined && Number.isInteger(request.amountInr) && (request.amountInr ?? 0) > 0;
    return quoted ? (request.amountInr as number) * 100 : null;
  }
  return amountInPaise(plan);
}

/**
 * createOrder({ requestId }): a Razorpay order for the caller's own unpaid request. The amount is the server
 * catalog's price x 100, never a client value; the notes tie the order to the request and user.
 */
export async function createOrder(deps: CreateOrderDeps, caller: Caller, data: unknown): Promise<CreateOrderResult> {
  const requestId = (data as { requestId?: unknown } | null)?.requestId;
  if (!isSafeKey(requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');

  // Only the caller's own subtree is read, so another user's request is simply not found (nothing leaks).
  const request = await deps.db.get<RequestRecord>(requestPath(caller.uid, requestId));
  if (!request) throw new HttpsError('not-found', 'Request not found.');
  if (request.paymentStatus === 'paid') throw new HttpsError('failed-precondition', 'This request is already paid.');
  const plan = findPlan(request.planId);
  if (!plan) throw new HttpsError('failed-precondition', 'This request has an unknown plan. Please contact support.');
  const amount = orderAmount(plan, request);
  if (amount === null) throw new HttpsError('failed-precondition', CUSTOM_PLAN_MESSAGE);

  let order;
  try {
    order = await deps.gateway.createOrder({
      amount,
      currency: CURRENCY,
      // Razorpay caps receipts at 40 characters; push ids have 20, but the rules do not bound a request id.
      receipt: requestId.slice(0, 40),
      notes: { requestId, userId: caller.uid },
    });
  } catch (error) {
    logs.orderCreationFailed(caller.uid, requestId, error);
    throw new HttpsError('unavailable', 'The payment service is unavailable right now. Please try again in a minute.');
  }
  if (order.amount !== amount || order.currency !== CURRENCY) {
    logs.orderCreationFailed(
      caller.uid,
      requestId,
      new Error(`order ${order.id} came back with ${order.amount} ${order.currency}`),
    );
    throw new HttpsError('internal', 'The payment service returned an unexpected order. Please try again.');
  }
  const record: OrderRecord = {
    orderId: order.id,
    uid: caller.uid,
    requestId,
    planId: plan.id,
    amount,
    currency: CURRENCY,
    status: 'created',
    createdAt: deps.clock.now(),
  };
  await deps.db.set(orderPath(order.id), record);
  logs.orderCreated(caller.uid, requestId, order.id, amount);
  return { orderId: order.id, amount, currency: CURRENCY, keyId: deps.gateway.keyId };
}
