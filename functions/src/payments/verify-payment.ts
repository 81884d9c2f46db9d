import { HttpsError } from 'firebase-functions/https';
import type { VerifyPaymentInput, VerifyPaymentResult } from '../contracts/callables.js';
import { orderPath } from '../contracts/database-paths.js';
import type { Caller } from '../platform/callers/caller.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import { fulfilAfterPayment } from './fulfil-after-payment.js';
import { receiptAfterPayment, type ReceiptDeps } from './payment-received.js';
import type { FulfilmentDeps } from '../fulfilment/fulfilment-deps.js';
import * as logs from '../logs.js';
import { markRequestPaid, requestIsPaid } from './mark-request-paid.js';
import type { OrderRecord } from '../contracts/payment-records.js';
import { ORDER_ID, PAYMENT_ID } from './razorpay-ids.js';
import { isValidCheckoutSignature } from './signatures.js';

export interface VerifyPaymentDeps {
  db: Db;
  clock: Clock;
  keySecret: string;
  fulfilment: FulfilmentDeps;
  /** The payment's receipt: invoice, timeline entry and email (payments/payment-received.ts). */
  receipts: ReceiptDeps;
}

const NOT_APPLIED =
  'This payment could not be applied: the request was deleted or changed. Please contact support for a refund.';

function parseInput(data: unknown): VerifyPaymentInput {
  const input = (data ?? {}) as Record<string, unknown>;
  if (!isSafeKey(input.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  if (typeof input.razorpayOrderId !== 'string' || !ORDER_ID.test(input.razorpayOrderId)) {
    throw new HttpsError('invalid-argument', 'razorpayOrderId must be a Razorpay order id.');
  }
  if (typeof input.razorpayPaymentId !== 'string' || !PAYMENT_ID.test(input.razorpayPaymentId)) {
    throw new HttpsError('invalid-argument', 'razorpayPaymentId must be a Razorpay payment id.');
  }
  if (typeof input.razorpaySignature !== 'string' || !/^[0-9a-f]{64}$/i.test(input.razorpaySignature)) {
    throw new HttpsError('invalid-argument', 'razorpaySignature must be the hex signature from Checkout.');
  }
  return input as unknown as VerifyPaymentInput;
}

/**
 * verifyPayment: the Checkout success handler's three values, proved with the key secret, for an order that
 * belongs to the caller and to that request. The caller's verified email is checked at the entry like every
 * callable's; a payer who could not pass it is still marked paid by the signed webhook of the same payment.
 */
export async function verifyPayment(
  deps: VerifyPaymentDeps,
  caller: Caller,
  data: unknown,
): Promise<VerifyPaymentResult> {
  const input = parseInput(data);
  if (
    !isValidCheckoutSignature(deps.keySecret, input.razorpayOrderId, input.razorpayPaymentId, input.razorpaySignature)
  ) {
    logs.checkoutSignatureRejected(caller.uid, input.razorpayOrderId);
    throw new HttpsError('permission-denied', 'Payment verification failed.');
  }
  const order = await deps.db.get<OrderRecord>(orderPath(input.razorpayOrderId));
  if (!order) throw new HttpsError('not-found', 'Order not found.');
  if (order.uid !== caller.uid || order.requestId !== input.requestId) {
    throw new HttpsError('permission-denied', 'This order does not belong to this request.');
  }
  const outcome = await markRequestPaid(deps, {
    order,
    paymentId: input.razorpayPaymentId,
    source: 'checkout',
    checkoutSignature: input.razorpaySignature.toLowerCase(),
  });
  // The money moved but the request is not paid (deleted, or replaced under the same id): say so rather than
  // 'paid'; the payment is on record for a refund.
  if (!requestIsPaid(outcome)) throw new HttpsError('failed-precondition', NOT_APPLIED);
  // The payer is answered once their files are built (a few hundred milliseconds): a function may not work on
  // after it answers. A crash here must not turn a verified payment into an error; the webhook and the retry
  // sweep fulfil it instead.
  // The receipt (invoice, timeline entry, email) goes alongside: it never fails the payment (payment-received.ts).
  const receipt = receiptAfterPayment(deps.receipts, order, input.razorpayPaymentId, outcome);
  try {
    await fulfilAfterPayment(deps.fulfilment, order.uid, order.requestId, outcome);
  } catch (error) {
    logs.fulfilmentCrashed(caller.uid, order.requestId, 'payment', error);
  }
  await receipt;
  return { paymentStatus: 'paid' };
}
