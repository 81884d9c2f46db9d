import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caller, unpaidRequest } from '../__tests__/fixtures.js';
import { paymentSetup, WEBHOOK_SECRET } from '../__tests__/payment-setup.js';
import { orderPaid, paymentCaptured } from '../__tests__/webhook-events.js';
import { createOrder } from './create-order.js';
import { webhookSignature } from './signatures.js';
import { handleRazorpayWebhook } from './webhook.js';

async function ordered() {
  const deps = paymentSetup([
    ['asha', 'req1'],
    ['asha', 'req2'],
  ]);
  const { orderId, amount } = await createOrder(deps, caller('asha'), { requestId: 'req1' });
  return { deps, orderId, amount };
}

function delivery(body: unknown, eventId: string | null = 'evt_1', secret = WEBHOOK_SECRET) {
  const rawBody = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return { rawBody, signature: webhookSignature(secret, rawBody), eventId: eventId ?? undefined };
}

describe('razorpayWebhook handler', () => {
  it('payment.captured with a valid signature marks the request paid', async () => {
    const { deps, orderId, amount } = await ordered();
    const reply = await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_W1', orderId, amount)));
    expect(reply).toEqual({ status: 200, body: { status: 'marked-paid' } });
    expect(deps.db.read('requests/asha/req1')).toMatchObject({
      paymentStatus: 'paid',
      razorpayPaymentId: 'pay_W1',
      razorpayOrderId: orderId,
    });
    expect(deps.db.read('webhookEvents/evt_1')).toMatchObject({ event: 'payment.captured', paymentId: 'pay_W1' });
    expect(deps.db.read('payments/pay_W1/source')).toBe('webhook');
    expect(deps.db.read('requests/asha/req1')).toMatchObject({ status: 'completed', progressPercent: 100 });
    expect(deps.fulfilment.engine.builds.map((build) => build.kind)).toEqual(['aab', 'apk']);
  });

  it('answers 500 when fulfilment cannot start, and the redelivery fulfils the request', async () => {
    const { deps, orderId, amount } = await ordered();
    const body = paymentCaptured('pay_W1', orderId, amount);
    const transaction = deps.db.transaction.bind(deps.db);
    let queueDown = true;
    deps.db.transaction = async (path, update) => {
      if (queueDown && path.startsWith('fulfilmentQueue/')) throw new Error('database unavailable');
      return transaction(path, update);
    };
    const first = await handleRazorpayWebhook(deps, delivery(body, 'evt_1'));
    expect(first).toMatchObject({ status: 500 });
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('paid');
    expect(deps.db.read('webhookEvents/evt_1')).toBeNull();

    queueDown = false;
    expect(await handleRazorpayWebhook(deps, delivery(body, 'evt_1'))).toEqual({
      status: 200,
      body: { status: 'already-paid' },
    });
    expect(deps.db.read('requests/asha/req1')).toMatchObject({ status: 'completed', progressPercent: 100 });
    expect(deps.fulfilment.engine.builds).toHaveLength(2);
  });

  it('order.paid marks the request paid too', async () => {
    const { deps, orderId, amount } = await ordered();
    expect((await handleRazorpayWebhook(deps, delivery(orderPaid('pay_W1', orderId, amount)))).status).toBe(200);
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('paid');
  });

  it('refuses a bad, missing or wrong-secret signature with 400 and writes nothing', async () => {
    const { deps, orderId, amount } = await ordered();
    const body = paymentCaptured('pay_W1', orderId, amount);
    const wrongSecret = delivery(body, 'evt_1', 'not-the-secret');
    const tampered = { ...delivery(body), rawBody: Buffer.from(JSON.stringify({ ...body, event: 'order.paid' })) };
    for (const attempt of [
      wrongSecret,
      tampered,
      { ...delivery(body), signature: undefined },
      { ...delivery(body), signature: 'zz' },
    ]) {
      const reply = await handleRazorpayWebhook(deps, attempt);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'invalid-signature' } });
    }
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('webhookEvents')).toBeNull();
  });

  it('checks the signature before parsing: unsigned garbage is a signature error, signed garbage is malformed', async () => {
    const { deps } = await ordered();
    expect(
      (await handleRazorpayWebhook(deps, { rawBody: Buffer.from('{nope'), signature: '0'.repeat(64), eventId: 'e' }))
        .body,
    ).toMatchObject({
      error: { code: 'invalid-signature' },
    });
    expect((await handleRazorpayWebhook(deps, delivery('{nope'))).body).toMatchObject({ error: { code: 'malformed' } });
  });

  it('acknowledges events outside the allow-list with 200 and changes nothing', async () => {
    const { deps, orderId, amount } = await ordered();
    const failed = { ...paymentCaptured('pay_W1', orderId, amount), event: 'payment.failed' };
    expect(await handleRazorpayWebhook(deps, delivery(failed))).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
  });

  it('deduplicates on the event id and is harmless on replays with new ids', async () => {
    const { deps, orderId, amount } = await ordered();
    const body = paymentCaptured('pay_W1', orderId, amount);
    await handleRazorpayWebhook(deps, delivery(body, 'evt_1'));
    const after = deps.db.read('requests/asha/req1');
    expect(await handleRazorpayWebhook(deps, delivery(body, 'evt_1'))).toEqual({
      status: 200,
      body: { status: 'duplicate' },
    });
    deps.clock.advance(1000);
    expect(await handleRazorpayWebhook(deps, delivery(orderPaid('pay_W1', orderId, amount), 'evt_2'))).toEqual({
      status: 200,
      body: { status: 'already-paid' },
    });
    expect(await handleRazorpayWebhook(deps, delivery(body, null))).toEqual({
      status: 200,
      body: { status: 'already-paid' },
    });
    expect(deps.db.read('requests/asha/req1')).toEqual(after);
  });

  it('never pays on an amount or currency different from the order, and acknowledges it (no futile retries)', async () => {
    const { deps, orderId, amount } = await ordered();
    const reply = await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_W1', orderId, amount - 100)));
    expect(reply).toEqual({ status: 200, body: { status: 'amount-mismatch' } });
    const usd = paymentCaptured('pay_W1', orderId, amount);
    usd.payload.payment.entity.currency = 'USD';
    expect(await handleRazorpayWebhook(deps, delivery(usd, 'evt_2'))).toEqual({
      status: 200,
      body: { status: 'amount-mismatch' },
    });
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('payments')).toBeNull();
    expect(deps.db.read(`orders/${orderId}/status`)).toBe('created');
    expect(deps.db.read('webhookEvents')).toBeNull();
  });

  it('answers 500 and changes nothing while the webhook secret is not configured', async () => {
    const { deps, orderId, amount } = await ordered();
    // Signed with the empty key, which anybody can compute.
    const rawBody = Buffer.from(JSON.stringify(paymentCaptured('pay_W1', orderId, amount)));
    const signature = createHmac('sha256', '').update(rawBody).digest('hex');
    const reply = await handleRazorpayWebhook({ ...deps, webhookSecret: '' }, { rawBody, signature, eventId: 'evt_1' });
    expect(reply).toMatchObject({ status: 500, body: { error: { code: 'internal' } } });
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
  });

  it('never pays a request replaced under the same id with another plan', async () => {
    const { deps, orderId, amount } = await ordered();
    deps.db.write('requests/asha/req1', unpaidRequest('req1', 'end_to_end', 199));
    expect(await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_W1', orderId, amount)))).toEqual({
      status: 200,
      body: { status: 'request-changed' },
    });
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
  });

  it('acknowledges orders it did not create', async () => {
    const { deps } = await ordered();
    expect(await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_W1', 'order_NotOurs1', 100)))).toEqual({
      status: 200,
      body: { status: 'unknown-order' },
    });
  });

  it('refuses malformed handled events', async () => {
    const { deps, orderId, amount } = await ordered();
    const authorizedOnly = paymentCaptured('pay_W1', orderId, amount);
    authorizedOnly.payload.payment.entity.status = 'authorized';
    expect((await handleRazorpayWebhook(deps, delivery(authorizedOnly))).status).toBe(400);
    expect((await handleRazorpayWebhook(deps, delivery({ event: 'payment.captured', payload: {} }))).status).toBe(400);
  });

  it('answers 500 on a transient failure so Razorpay retries, and the retry succeeds', async () => {
    const { deps, orderId, amount } = await ordered();
    const attempt = delivery(paymentCaptured('pay_W1', orderId, amount));
    deps.db.failNext('transaction');
    expect((await handleRazorpayWebhook(deps, attempt)).status).toBe(500);
    expect(deps.db.read('webhookEvents/evt_1')).toBeNull();
    expect(await handleRazorpayWebhook(deps, attempt)).toEqual({ status: 200, body: { status: 'marked-paid' } });
  });
});
