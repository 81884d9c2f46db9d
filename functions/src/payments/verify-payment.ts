import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../auth/caller.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import * as logs from '../logs.js';
import { markRequestPaid } from './mark-request-paid.js';
import { ORDER_ID, orderPath, PAYMENT_ID, type OrderRecord } from './records.js';
import { isValidCheckoutSignature } from './signatures.js';

export interface VerifyPaymentDeps {
  db: Db;
  clock: Clock;
  keySecret: string;
}

interface VerifyPaymentInput {
  requestId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

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
 * belongs to the caller and to that request. No verified-email check here: money has already moved, and
 * refusing to record it would only hurt the payer.
 */
export async function verifyPayment(deps: VerifyPaymentDeps, caller: Caller, data: unknown): Promise<{ paymentStatus: 'paid' }> {
  const input = parseInput(data);
  if (!isValidCheckoutSignature(deps.keySecret, input.razorpayOrderId, input.razorpayPaymentId, input.razorpaySignature)) {
    logs.checkoutSignatureRejected(caller.uid, input.razorpayOrderId);
    throw new HttpsError('permission-denied', 'Payment verification failed.');
  }
  const order = await deps.db.get<OrderRecord>(orderPath(input.razorpayOrderId));
  if (!order) throw new HttpsError('not-found', 'Order not found.');
  if (order.uid !== caller.uid || order.requestId !== input.requestId) {
    throw new HttpsError('permission-denied', 'This order does not belong to this request.');
  }
  await markRequestPaid(deps, {
    order,
    paymentId: input.razorpayPaymentId,
    source: 'checkout',
    checkoutSignature: input.razorpaySignature.toLowerCase(),
  });
  return { paymentStatus: 'paid' };
}
