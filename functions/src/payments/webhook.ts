import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';
import { errorBody } from '../http/errors.js';
import * as logs from '../logs.js';
import { markRequestPaid } from './mark-request-paid.js';
import { orderPath, type OrderRecord } from './records.js';
import { isValidWebhookSignature } from './signatures.js';
import { parseWebhookEvent } from './webhook-event.js';

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  webhookSecret: string;
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

const processed = (outcome: string): WebhookReply => ({ status: 200, body: { status: outcome } });
const refused = (status: number, code: string, message: string): WebhookReply => ({ status, body: errorBody(code, message) });

/**
 * razorpayWebhook. Order matters: the signature over the raw bytes is checked before anything is parsed; then
 * the event type is allow-listed, deliveries are deduplicated on `x-razorpay-event-id`, and the amount must
 * equal our order's. Any failure after verification answers 500 so that Razorpay retries the delivery.
 */
export async function handleRazorpayWebhook(deps: WebhookDeps, delivery: WebhookDelivery): Promise<WebhookReply> {
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
  const { payment } = parsed;

  try {
    if (eventId && (await deps.db.get(`webhookEvents/${eventId}`)) !== null) {
      logs.webhookDuplicate(eventId);
      return processed('duplicate');
    }
    const order = await deps.db.get<OrderRecord>(orderPath(payment.orderId));
    if (!order) {
      logs.webhookUnknownOrder(payment.orderId, eventId);
      return processed('unknown-order');
    }
    if (payment.amount !== order.amount || payment.currency !== order.currency) {
      logs.webhookAmountMismatch(order.orderId, payment.paymentId, order.amount, payment.amount, payment.currency);
      return refused(400, 'amount-mismatch', 'The paid amount differs from the order amount.');
    }
    const outcome = await markRequestPaid(deps, { order, paymentId: payment.paymentId, source: 'webhook' });
    if (eventId) {
      await deps.db.set(`webhookEvents/${eventId}`, {
        event: payment.event,
        orderId: payment.orderId,
        paymentId: payment.paymentId,
        processedAt: deps.clock.now(),
      });
    }
    return processed(outcome);
  } catch (error) {
    logs.webhookFailed(payment.event, eventId, error);
    return refused(500, 'internal', 'Processing failed; please retry.');
  }
}
