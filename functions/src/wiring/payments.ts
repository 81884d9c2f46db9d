import { mailConfig, razorpayConfig, receiptConfig, webhookSecret } from '../config.js';
import type { FulfilmentDeps } from '../fulfilment/fulfilment-deps.js';
import { newClaimId } from '../fulfilment/fulfil-request.js';
import { sweepFulfilment } from '../fulfilment/retry-sweep.js';
import { createOrder as createOrderHandler } from '../payments/create-order.js';
import type { ReceiptDeps } from '../payments/payment-received.js';
import { razorpayGateway } from '../payments/razorpay-gateway.js';
import { verifyPayment as verifyPaymentHandler } from '../payments/verify-payment.js';
import { webhookRequestHandler } from '../payments/webhook-function.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { buildingDeps } from './engine.js';
import { customerEventDeps } from './mail.js';
import { platform } from './platform.js';

// Payments (Razorpay orders, checkout verification, webhooks) and the fulfilment they start, with its retries.

function orderDeps() {
  const config = razorpayConfig();
  const { db, clock } = platform();
  return { db, clock, gateway: razorpayGateway(config) };
}

/**
 * Fulfilment builds with the engine and keys free builds use (needs SIGNING_KEYS_SECRET) and tells the customer
 * through recordCustomerEvent (at once where the function declares SMTP_URL).
 */
function fulfilmentDeps(): FulfilmentDeps {
  return {
    ...buildingDeps(),
    newClaimId,
    events: customerEventDeps(),
    notificationsOrigin: mailConfig().appUrl,
  };
}

/**
 * The receipt of a payment (payments/payment-received.ts): its seller and series from the configuration, read when a
 * receipt is issued, so a configuration mistake fails the receipt (logged, retried) and never the payment.
 */
function receiptDeps(): ReceiptDeps {
  const { db, clock } = platform();
  const events = customerEventDeps();
  return {
    db,
    clock,
    events,
    get seller() {
      return receiptConfig().seller;
    },
    get invoicePrefix() {
      return receiptConfig().invoicePrefix;
    },
  };
}

function verifyDeps() {
  const { db, clock } = platform();
  return {
    db,
    clock,
    keySecret: razorpayConfig().keySecret,
    fulfilment: fulfilmentDeps(),
    receipts: receiptDeps(),
  };
}

function webhookDeps() {
  const { db, clock } = platform();
  return { db, clock, webhookSecret: webhookSecret(), fulfilment: fulfilmentDeps(), receipts: receiptDeps() };
}

export const createOrder = verifiedCallable(orderDeps, createOrderHandler);
export const verifyPayment = verifiedCallable(verifyDeps, verifyPaymentHandler);
export const razorpayWebhook = webhookRequestHandler(webhookDeps);

/** retryFulfilment, scheduled: fulfilment that failed on our side or died mid-build. */
export async function retryFulfilment(): Promise<void> {
  await sweepFulfilment(fulfilmentDeps());
}
