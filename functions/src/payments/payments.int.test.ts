import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentCaptured } from '../__tests__/webhook-events.js';
import {
  call,
  createRequest,
  eventually,
  localSecrets,
  newUser,
  read,
  replaceRequest,
  STACK,
  type TestUser,
} from '../__tests__/stack.js';

// Orders, Checkout and webhooks on the running stack: functions emulator + Razorpay sandbox + database emulator.
const secrets = localSecrets();
const sandboxAuth = `Basic ${Buffer.from(`${secrets.RAZORPAY_KEY_ID}:${secrets.RAZORPAY_KEY_SECRET}`).toString('base64')}`;
let asha: TestUser;
let ravi: TestUser;

interface Order {
  orderId: string;
  amount: number;
  currency: string;
  keyId: string;
}
interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the sandbox's checkout.js does when the payer presses Pay. */
async function payInCheckout(order: Order): Promise<CheckoutSuccess> {
  const response = await fetch(`${STACK.razorpay}/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: order.keyId, order_id: order.orderId, amount: order.amount, currency: order.currency }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as CheckoutSuccess;
}

async function orderFor(user: TestUser, requestId: string): Promise<Order> {
  const outcome = await call<Order>('createOrder', { requestId }, user.idToken);
  if (!outcome.ok) throw new Error(`createOrder failed: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

/** What the page does with Checkout's success result: the verifyPayment callable. */
function verify(user: TestUser, requestId: string, success: CheckoutSuccess) {
  return call(
    'verifyPayment',
    {
      requestId,
      razorpayOrderId: success.razorpay_order_id,
      razorpayPaymentId: success.razorpay_payment_id,
      razorpaySignature: success.razorpay_signature,
    },
    user.idToken,
  );
}

function sendWebhook(body: unknown, eventId: string, secret = secrets.RAZORPAY_WEBHOOK_SECRET ?? '') {
  const raw = JSON.stringify(body);
  return fetch(`${STACK.functions}/razorpayWebhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', secret).update(raw).digest('hex'),
      'X-Razorpay-Event-Id': eventId,
    },
    body: raw,
  });
}

const uniqueEventId = () => `IntEvt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  [asha, ravi] = await Promise.all([newUser('pay-asha'), newUser('pay-ravi')]);
});

describe('order, Checkout signature, paid', () => {
  it('creates the order from the server price and marks the request paid after verification', async () => {
    const requestId = await createRequest(asha.uid, 'aab_bundle', 39);
    const order = await orderFor(asha, requestId);
    expect(order).toMatchObject({ amount: 3900, currency: 'INR', keyId: secrets.RAZORPAY_KEY_ID });

    const atRazorpay = (await (
      await fetch(`${STACK.razorpay}/v1/orders/${order.orderId}`, { headers: { Authorization: sandboxAuth } })
    ).json()) as {
      amount: number;
      notes: Record<string, string>;
    };
    expect(atRazorpay).toMatchObject({ amount: 3900, notes: { requestId, userId: asha.uid } });
    expect(await read(`orders/${order.orderId}`)).toMatchObject({
      uid: asha.uid,
      requestId,
      planId: 'aab_bundle',
      amount: 3900,
      status: 'created',
    });

    const success = await payInCheckout(order);
    const verified = await verify(asha, requestId, success);
    expect(verified).toEqual({ ok: true, result: { paymentStatus: 'paid' } });
    expect(await read(`requests/${asha.uid}/${requestId}`)).toMatchObject({
      paymentStatus: 'paid',
      razorpayPaymentId: success.razorpay_payment_id,
      razorpayOrderId: order.orderId,
      razorpaySignature: success.razorpay_signature,
    });
    // aab_bundle is fulfilled on payment (fulfilment/fulfilment.int.test.ts has the files).
    await eventually(async () => expect(await read(`requests/${asha.uid}/${requestId}/status`)).toBe('completed'));
    expect(await read(`payments/${success.razorpay_payment_id}`)).toMatchObject({
      orderId: order.orderId,
      uid: asha.uid,
      amount: 3900,
    });
    expect(await read(`orders/${order.orderId}/status`)).toBe('paid');

    // The sandbox's own webhooks reach the function and are accepted (replays of a known payment).
    await eventually(async () => {
      const deliveries = (await (
        await fetch(`${STACK.razorpay}/__sandbox/webhooks?orderId=${order.orderId}`)
      ).json()) as {
        event: string;
        outcome: string;
      }[];
      expect(deliveries.map((delivery) => [delivery.event, delivery.outcome])).toEqual([
        ['payment.captured', 'delivered'],
        ['order.paid', 'delivered'],
      ]);
    });
    expect(await read(`requests/${asha.uid}/${requestId}/razorpayPaymentId`)).toBe(success.razorpay_payment_id);
  });

  it('marks the request paid from the webhooks alone when the page never calls verifyPayment', async () => {
    const requestId = await createRequest(asha.uid, 'apk_basic', 1);
    const order = await orderFor(asha, requestId);
    expect(order.amount).toBe(100);
    const success = await payInCheckout(order);
    await eventually(async () => {
      expect(await read(`requests/${asha.uid}/${requestId}`)).toMatchObject({
        paymentStatus: 'paid',
        razorpayPaymentId: success.razorpay_payment_id,
      });
    });
  });

  it('never marks paid on a forged Checkout signature', async () => {
    const requestId = await createRequest(asha.uid, 'end_to_end', 199);
    const order = await orderFor(asha, requestId);
    const forged = await call(
      'verifyPayment',
      {
        requestId,
        razorpayOrderId: order.orderId,
        razorpayPaymentId: 'pay_Forged00000001',
        razorpaySignature: createHmac('sha256', 'guessed').update(`${order.orderId}|pay_Forged00000001`).digest('hex'),
      },
      asha.idToken,
    );
    expect(forged).toMatchObject({ ok: false, status: 'PERMISSION_DENIED', message: 'Payment verification failed.' });
    expect(await read(`requests/${asha.uid}/${requestId}/paymentStatus`)).toBe('unpaid');
  });

  it('refuses the custom plan with the product message, and callers who are not signed in', async () => {
    const requestId = await createRequest(asha.uid, 'other', null);
    expect(await call('createOrder', { requestId }, asha.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Custom plan. Support will contact you for payment.',
    });
    expect(await call('createOrder', { requestId })).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });
});

describe('createOrder reuse and limit', () => {
  it('25 calls for one request make one Razorpay order: 10 answered with it, 15 refused', async () => {
    const payer = await newUser('pay-reuse');
    const requestId = await createRequest(payer.uid, 'aab_bundle', 39);
    const outcomes: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const outcome = await call<Order>('createOrder', { requestId }, payer.idToken);
      outcomes.push(outcome.ok ? outcome.result.orderId : outcome.status);
    }
    expect(new Set(outcomes.slice(0, 10)).size).toBe(1);
    expect(outcomes.slice(10)).toEqual(Array(15).fill('RESOURCE_EXHAUSTED'));
    const atRazorpay = (await (
      await fetch(`${STACK.razorpay}/v1/orders?count=100`, { headers: { Authorization: sandboxAuth } })
    ).json()) as { items: { receipt: string | null }[] };
    expect(atRazorpay.items.filter((order) => order.receipt === requestId)).toHaveLength(1);
  });
});

describe('refunds and disputes through the sandbox webhooks', () => {
  it('marks the paid request partially refunded, refunded, then its dispute lost', async () => {
    const payer = await newUser('pay-refund');
    const requestId = await createRequest(payer.uid, 'aab_bundle', 39);
    const success = await payInCheckout(await orderFor(payer, requestId));
    expect(await verify(payer, requestId, success)).toMatchObject({ ok: true });
    const paymentId = success.razorpay_payment_id;
    const refund = (amount?: number) =>
      fetch(`${STACK.razorpay}/v1/payments/${paymentId}/refund`, {
        method: 'POST',
        headers: { Authorization: sandboxAuth, 'Content-Type': 'application/json' },
        body: JSON.stringify(amount === undefined ? {} : { amount }),
      });

    expect((await refund(1000)).status).toBe(200);
    await eventually(async () =>
      expect(await read(`requests/${payer.uid}/${requestId}`)).toMatchObject({
        paymentStatus: 'paid',
        refundStatus: 'partially_refunded',
        refundedAmountInr: 10,
      }),
    );
    expect((await refund()).status).toBe(200);
    await eventually(async () =>
      expect(await read(`requests/${payer.uid}/${requestId}`)).toMatchObject({
        refundStatus: 'refunded',
        refundedAmountInr: 39,
      }),
    );
    expect(await read(`payments/${paymentId}`)).toMatchObject({ refundStatus: 'refunded', refundedAmount: 3900 });

    const dispute = await fetch(`${STACK.razorpay}/__sandbox/payments/${paymentId}/dispute`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'lost' }),
    });
    expect(dispute.status).toBe(200);
    await eventually(async () =>
      expect(await read(`requests/${payer.uid}/${requestId}/refundStatus`)).toBe('dispute_lost'),
    );
  });
});

describe("one user acting on another user's request", () => {
  it('cannot create an order for it', async () => {
    const requestId = await createRequest(asha.uid, 'aab_bundle', 39);
    expect(await call('createOrder', { requestId }, ravi.idToken)).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });

  it('cannot verify a payment against it, even with a genuine payment of their own', async () => {
    const ashaRequest = await createRequest(asha.uid, 'aab_bundle', 39);
    const ashaOrder = await orderFor(asha, ashaRequest);
    const raviRequest = await createRequest(ravi.uid, 'apk_basic', 1);
    const raviOrder = await orderFor(ravi, raviRequest);
    const raviPayment = await payInCheckout(raviOrder);

    const onAshasRequest = await verify(ravi, ashaRequest, raviPayment);
    expect(onAshasRequest).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });

    const ashaPayment = await payInCheckout(ashaOrder);
    const ashasOrderByRavi = await verify(ravi, ashaRequest, ashaPayment);
    expect(ashasOrderByRavi).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await read(`requests/${ravi.uid}/${raviRequest}/razorpayPaymentId`)).not.toBe(
      ashaPayment.razorpay_payment_id,
    );
  });
});

describe('an order made for a request that was then replaced under the same id', () => {
  it('pays nothing, through Checkout or the webhooks, when the new request has a dearer plan', async () => {
    const requestId = await createRequest(asha.uid, 'apk_basic', 1);
    const cheapOrder = await orderFor(asha, requestId);
    // The owner deletes the unpaid request and creates one with the same id for the 199 INR plan.
    await replaceRequest(asha.uid, requestId, 'end_to_end', 199);
    const success = await payInCheckout(cheapOrder);
    const verified = await verify(asha, requestId, success);
    expect(verified).toMatchObject({ ok: false, status: 'FAILED_PRECONDITION' });
    // The sandbox's webhooks for that payment arrive too, and are acknowledged without paying.
    await eventually(async () => {
      const deliveries = (await (
        await fetch(`${STACK.razorpay}/__sandbox/webhooks?orderId=${cheapOrder.orderId}`)
      ).json()) as { outcome: string }[];
      expect(deliveries.map((delivery) => delivery.outcome)).toEqual(['delivered', 'delivered']);
    });
    expect(await read(`requests/${asha.uid}/${requestId}`)).toMatchObject({
      planId: 'end_to_end',
      paymentStatus: 'unpaid',
    });
    expect(await read(`payments/${success.razorpay_payment_id}`)).toMatchObject({
      orderId: cheapOrder.orderId,
      amount: 100,
    });
  });
});

describe('razorpayWebhook', () => {
  async function unpaidOrder(): Promise<{ requestId: string; order: Order }> {
    const requestId = await createRequest(asha.uid, 'publish_2days', 89);
    return { requestId, order: await orderFor(asha, requestId) };
  }

  it('accepts a valid signature, deduplicates replays and stays idempotent', async () => {
    const { requestId, order } = await unpaidOrder();
    const event = paymentCaptured(`pay_Hook${Date.now().toString(36)}`, order.orderId, order.amount);
    const eventId = uniqueEventId();
    const first = await sendWebhook(event, eventId);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'marked-paid' });
    const paid = await read(`requests/${asha.uid}/${requestId}`);
    expect(paid).toMatchObject({ paymentStatus: 'paid', razorpayOrderId: order.orderId });

    const replay = await sendWebhook(event, eventId);
    expect(await replay.json()).toEqual({ status: 'duplicate' });
    const redelivered = await sendWebhook(event, uniqueEventId());
    expect(await redelivered.json()).toEqual({ status: 'already-paid' });
    expect(await read(`requests/${asha.uid}/${requestId}`)).toEqual(paid);
  });

  it('refuses an invalid signature with 400 and changes nothing', async () => {
    const { requestId, order } = await unpaidOrder();
    const event = paymentCaptured('pay_BadSig000000001', order.orderId, order.amount);
    const response = await sendWebhook(event, uniqueEventId(), 'not-the-webhook-secret');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid-signature' } });
    expect(await read(`requests/${asha.uid}/${requestId}/paymentStatus`)).toBe('unpaid');
  });

  it('never pays on an amount different from the order (acknowledged, so Razorpay does not resend it)', async () => {
    const { requestId, order } = await unpaidOrder();
    const response = await sendWebhook(paymentCaptured('pay_Cheap000000001', order.orderId, 100), uniqueEventId());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'amount-mismatch' });
    expect(await read(`requests/${asha.uid}/${requestId}/paymentStatus`)).toBe('unpaid');
    expect(await read('payments/pay_Cheap000000001')).toBeNull();
  });

  it('acknowledges events it does not handle', async () => {
    const { order } = await unpaidOrder();
    // payment.failed: Checkout already told the payer; nothing of ours changes (refunds and disputes are handled).
    const failed = { ...paymentCaptured('pay_Failed0000001', order.orderId, order.amount), event: 'payment.failed' };
    const response = await sendWebhook(failed, uniqueEventId());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored' });
  });
});
