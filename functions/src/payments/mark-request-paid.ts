import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import { orderPath, paymentPath, requestPath } from '../contracts/database-paths.js';
import { CUSTOM_PLAN_ID } from '../contracts/plans.js';
import type { RequestRecord } from '../contracts/requests.js';
import { releaseRequestSlot } from '../requests/request-quota.js';
import type { OrderRecord, PaymentRecord, PaymentSource } from '../contracts/payment-records.js';

export interface MarkPaidDeps {
  db: Db;
  clock: Clock;
}

export interface VerifiedPayment {
  order: OrderRecord;
  paymentId: string;
  source: PaymentSource;
  /** Only Checkout gives a signature; a webhook proves itself with its own signature instead. */
  checkoutSignature?: string;
}

export type MarkPaidOutcome =
  | 'marked-paid'
  | 'already-paid'
  | 'request-missing'
  | 'paid-by-other-payment'
  | 'request-changed';

/**
 * A custom-plan order charges the quote it was made for; if support re-quoted since, this payment is not the
 * price of the request any more (recorded for a refund, like a payment for a replaced request).
 */
function quoteStillMatches(request: RequestRecord, order: OrderRecord): boolean {
  if (order.planId !== CUSTOM_PLAN_ID) return true;
  return typeof request.amountInr === 'number' && Math.round(request.amountInr * 100) === order.amount;
}

/** Outcomes after which the request is paid (by this payment or an earlier one). */
export function requestIsPaid(outcome: MarkPaidOutcome): boolean {
  return outcome === 'marked-paid' || outcome === 'already-paid' || outcome === 'paid-by-other-payment';
}

/**
 * THE one place a request becomes paid (verifyPayment and the webhook both call it). It runs only after the
 * caller proved the payment (Checkout signature, or signed webhook with the order's amount) and is idempotent:
 * replays and out-of-order deliveries of the same payment change nothing; a Checkout signature arriving after
 * the webhook is added to the record.
 */
export async function markRequestPaid(deps: MarkPaidDeps, payment: VerifiedPayment): Promise<MarkPaidOutcome> {
  const { order, paymentId, source } = payment;
  const now = deps.clock.now();
  // Set inside the transaction update (its last run is the one that committed).
  let outcome = 'request-missing' as MarkPaidOutcome;
  let firstPaymentId = '';
  const uid = order.uid;

  // An order whose user deleted their account has no uid any more: only the financial records are updated.
  if (uid !== undefined)
    await deps.db.transaction<RequestRecord>(requestPath(uid, order.requestId), (current) => {
      // `null` may be the SDK's empty cache: answering null (no change) lets it retry with the server's value.
      if (current === null) {
        outcome = 'request-missing';
        return null;
      }
      if (current.paymentStatus === 'paid') {
        if (current.razorpayPaymentId !== paymentId) {
          outcome = 'paid-by-other-payment';
          firstPaymentId = current.razorpayPaymentId ?? '';
          return current;
        }
        outcome = 'already-paid';
        if (payment.checkoutSignature && !current.razorpaySignature) {
          return { ...current, razorpaySignature: payment.checkoutSignature };
        }
        return current;
      }
      // An unpaid request may be deleted and created again under the same id with another plan (the rules allow
      // both): an order made for the old request must not pay for the new one at the old plan's price.
      if (current.planId !== order.planId || !quoteStillMatches(current, order)) {
        outcome = 'request-changed';
        return current;
      }
      outcome = 'marked-paid';
      return {
        ...current,
        paymentStatus: 'paid',
        razorpayPaymentId: paymentId,
        razorpayOrderId: order.orderId,
        ...(payment.checkoutSignature ? { razorpaySignature: payment.checkoutSignature } : {}),
        paidAt: now,
        updatedAt: now,
        updatedAtISO: isoOf(now),
      };
    });

  await recordPayment(deps.db, {
    paymentId,
    orderId: order.orderId,
    ...(uid === undefined ? {} : { uid }),
    requestId: order.requestId,
    amount: order.amount,
    source,
    verifiedAt: now,
  });
  // A paid request is no longer open: its quota slot is free (idempotent, so replays and the second proof agree).
  if (uid !== undefined && (outcome === 'marked-paid' || outcome === 'already-paid'))
    await releaseRequestSlot(deps.db, uid, order.requestId);
  // A paid order never goes back, so a snapshot that already says paid needs no write.
  if (order.status !== 'paid' || order.paymentId === undefined)
    await markOrderPaid(deps.db, order.orderId, paymentId, now);

  const who = uid ?? '(account deleted)';
  if (outcome === 'marked-paid') logs.requestMarkedPaid(who, order.requestId, order.orderId, paymentId, source);
  if (outcome === 'already-paid') logs.paymentReplayed(order.orderId, paymentId, source);
  if (outcome === 'request-missing') logs.paymentForMissingRequest(who, order.requestId, paymentId);
  if (outcome === 'paid-by-other-payment')
    logs.secondPaymentForPaidRequest(who, order.requestId, firstPaymentId, paymentId);
  if (outcome === 'request-changed') logs.paymentForChangedRequest(who, order.requestId, order.planId, paymentId);
  return outcome;
}

/**
 * `orders/{orderId}`: a transaction, so that Checkout and webhook deliveries racing each other keep the first
 * payment and its time (the cascade may anonymise the order meanwhile, which the transaction also respects).
 */
async function markOrderPaid(db: Db, orderId: string, paymentId: string, now: number): Promise<void> {
  await db.transaction<OrderRecord>(orderPath(orderId), (current) => {
    // `null` is the SDK's empty cache (the order exists: it was just read); no change lets it retry.
    if (current === null || (current.status === 'paid' && current.paymentId !== undefined)) return current;
    return { ...current, status: 'paid', paymentId: current.paymentId ?? paymentId, paidAt: current.paidAt ?? now };
  });
}

/** `payments/{paymentId}`: first verification wins, so its source and time stay those of the first proof. */
async function recordPayment(db: Db, record: PaymentRecord): Promise<void> {
  await db.transaction<PaymentRecord>(paymentPath(record.paymentId), (current) => current ?? record);
}
