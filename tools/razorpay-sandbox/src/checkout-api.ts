import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHmac } from 'node:crypto';
import { badRequest, paymentFailed } from './errors.js';
import { sendJson } from '@apkforge/test-kit/http';
import { BROWSER_CORS, readJson } from './http-util.js';
import { isError, type CheckoutPayer, type SandboxState } from './state.js';
import { buildEvent, type WebhookSender } from './webhooks.js';

export interface CheckoutSettings {
  keyId: string;
  keySecret: string;
}

interface CheckoutRequest {
  key?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  description?: unknown;
  notes?: unknown;
  prefill?: { email?: unknown; contact?: unknown };
}

function payerOf(body: CheckoutRequest): CheckoutPayer {
  const notes = typeof body.notes === 'object' && body.notes !== null ? (body.notes as Record<string, unknown>) : {};
  return {
    description: typeof body.description === 'string' ? body.description : null,
    email: typeof body.prefill?.email === 'string' ? body.prefill.email : 'void@razorpay.com',
    contact: typeof body.prefill?.contact === 'string' ? body.prefill.contact : '+919000090000',
    notes: Object.fromEntries(Object.entries(notes).map(([key, value]) => [key, String(value)])),
  };
}

/** The Checkout signature Razorpay hands to `handler`: HMAC-SHA256(key secret, `order_id|payment_id`), hex. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/**
 * What the sandbox's checkout.js calls when the payer presses Pay or Fail. (Real Checkout talks to Razorpay's
 * own endpoints; these stand in for that conversation.) Pay answers the `handler` argument and queues the
 * webhooks; Fail answers the `payment.failed` error object and queues `payment.failed`.
 */
export async function handleCheckoutApi(
  state: SandboxState,
  settings: CheckoutSettings,
  webhooks: WebhookSender,
  request: IncomingMessage,
  response: ServerResponse,
  outcome: 'pay' | 'fail',
): Promise<void> {
  let body: CheckoutRequest;
  try {
    body = (await readJson(request)) as CheckoutRequest;
  } catch {
    sendJson(response, 400, badRequest('The request body is not valid JSON.'), BROWSER_CORS);
    return;
  }
  if (body.key !== settings.keyId) {
    sendJson(response, 400, badRequest('The api key provided is invalid', 'key'), BROWSER_CORS);
    return;
  }
  const orderId = typeof body.order_id === 'string' && body.order_id !== '' ? body.order_id : null;
  const amount = Number(body.amount ?? 0);
  const currency = typeof body.currency === 'string' ? body.currency : 'INR';
  if (orderId === null && (!Number.isInteger(amount) || amount < 100)) {
    sendJson(response, 400, badRequest('The amount must be atleast INR 1.00', 'amount'), BROWSER_CORS);
    return;
  }
  const payer = payerOf(body);
  const payment =
    outcome === 'pay' ? state.pay(orderId, amount, currency, payer) : state.fail(orderId, amount, currency, payer);
  if (isError(payment)) {
    sendJson(response, 400, payment, BROWSER_CORS);
    return;
  }
  const order = orderId ? state.orders.get(orderId) : undefined;
  if (outcome === 'fail') {
    webhooks.send([buildEvent('payment.failed', payment, order)]);
    sendJson(response, 200, paymentFailed(orderId, payment.id), BROWSER_CORS);
    return;
  }
  webhooks.send([
    buildEvent('payment.captured', payment, order),
    ...(order ? [buildEvent('order.paid', payment, order)] : []),
  ]);
  sendJson(
    response,
    200,
    orderId
      ? {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: checkoutSignature(settings.keySecret, orderId, payment.id),
        }
      : { razorpay_payment_id: payment.id },
    BROWSER_CORS,
  );
}
