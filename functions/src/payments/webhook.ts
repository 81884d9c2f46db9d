import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import { errorBody } from '../platform/http/errors.js';
import * as logs from '../logs.js';
import { fulfilAfterPayment } from './fulfil-after-payment.js';
import { receiptAfterPayment, type ReceiptDeps } from './payment-received.js';
import type { FulfilmentDeps } from '../fulfilment/fulfilment-deps.js';
import { markRequestPaid } from './mark-request-paid.js';
import { orderPath, webhookEventPath } from '../contracts/database-paths.js';
import type { OrderRecord } from '../contracts/payment-records.js';
import { isValidWebhookSignature } from './signatures.js';
import { applyMoneyBack } from './money-back.js';
import { parseWebhookEvent, type CapturedPayment } from './webhook-event.js';

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  fulfilment: FulfilmentDeps;
  /** The payment's receipt: invoice, timeline entry and email (payments/payment-received.ts). */
  receipts: ReceiptDeps;
}

export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface WebhookReply {
  status: number;
  body: unknown;
}

const UNMATCHED = ['unknown-order', 'amount-mismatch', 'unknown-payment'];

const processed = (outcome: string): WebhookReply => ({ status: 200, body: { status: outcome } });
const refused = (status: number, code: string, message: string): WebhookReply => ({
  status,
  body: errorBody(code, message),
});

/**
 * razorpayWebhook. Order matters: the signature over the raw bytes is checked before anything is parsed; then
 * the event type is allow-listed, deliveries are deduplicated on `x-razorpay-event-id`, and a payment's amount and
 * currency must equal our order's. Refund and dispute events (docs/api.md "Razorpay webhook") mark the payment and
 * the request it paid (money-back.ts). A bad signature gets 400; signed events that change nothing (ignored types,
 * unknown orders, amount mismatches) get 200 so Razorpay stops resending them; a malformed handled event gets 400
 * (a fix on our side can then process its retries); any failure while processing answers 500 so Razorpay retries.
 */
export async function handleRazorpayWebhook(deps: WebhookDeps, delivery: WebhookDelivery): Promise<WebhookReply> {
  if (deps.webhookSecret === '') {
    // Not the sender's fault: a 5xx keeps Razorpay retrying until the secret is configured.
    logs.configurationError('RAZORPAY_WEBHOOK_SECRET is empty; webhooks cannot be verified');
    return refused(500, 'internal', 'Processing failed; please retry.');
  }
  if (!delivery.signature) {
    logs.webhookSignatureInvalid('missing X-Razorpay-Signature');
    return refused(400, 'invalid-signature', 'Missing X-Razorpay-Signature.');
  }
  if (!isValidWebhookSignature(deps.webhookSecret, delivery.rawBody, delivery.signature)) {
    logs.webhookSignatureInvalid('mismatch');
    return refused(400, 'invalid-signature', 'Invalid X-Razorpay-Signature.');
  }
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    return refused(400, 'malformed', 'The body is not JSON.');
  }
  const eventId = isSafeKey(delivery.eventId) ? delivery.eventId : null;
  const parsed = parseWebhookEvent(body);
  if (parsed.kind === 'ignored') {
    logs.webhookIgnored(parsed.event, eventId);
    return processed('ignored');
  }
  if (parsed.kind === 'malformed') return refused(400, 'malformed', `Malformed event: ${parsed.reason}.`);
  const about = parsed.kind === 'payment' ? parsed.payment : parsed.kind === 'refund' ? parsed.refund : parsed.dispute;

  try {
    if (eventId && (await deps.db.get(webhookEventPath(eventId))) !== null) {
      logs.webhookDuplicate(eventId);
      return processed('duplicate');
    }
    const outcome =
      parsed.kind === 'payment'
        ? await applyCapturedPayment(deps, parsed.payment, eventId)
        : await applyMoneyBack(deps, parsed);
    // Events about nothing of ours are not remembered: a fix on our side may want their retries.
    if (eventId && !UNMATCHED.includes(outcome)) {
      await deps.db.set(webhookEventPath(eventId), {
        event: about.event,
        ...(about.orderId ? { orderId: about.orderId } : {}),
        paymentId: about.paymentId,
        processedAt: deps.clock.now(),
      });
    }
    return processed(outcome);
  } catch (error) {
    logs.webhookFailed(about.event, eventId, error);
    return refused(500, 'internal', 'Processing failed; please retry.');
  }
}

/** payment.captured / order.paid: the amount and currency must equal our order's, then THE one markRequestPaid. */
async function applyCapturedPayment(
  deps: WebhookDeps,
  payment: CapturedPayment,
  eventId: string | null,
): Promise<string> {
  const order = await deps.db.get<OrderRecord>(orderPath(payment.orderId));
  if (!order) {
    logs.webhookUnknownOrder(payment.orderId, eventId);
    return 'unknown-order';
  }
  if (payment.amount !== order.amount || payment.currency !== order.currency) {
    // Never paid. Acknowledged (2xx): Razorpay retries any other answer for 24 hours, and no retry can change
    // a signed amount; the error log is what brings a person to look at it.
    logs.webhookAmountMismatch(order.orderId, payment.paymentId, order.amount, payment.amount, payment.currency);
    return 'amount-mismatch';
  }
  const outcome = await markRequestPaid(deps, { order, paymentId: payment.paymentId, source: 'webhook' });
  // Before the event is recorded as processed: if fulfilment cannot even start (database down), the 5xx answered
  // makes Razorpay deliver the event again, and the redelivery ('already-paid') fulfils the request.
  const receipt = receiptAfterPayment(deps.receipts, order, payment.paymentId, outcome);
  await fulfilAfterPayment(deps.fulfilment, order.uid, order.requestId, outcome);
  await receipt;
  return outcome;
}
