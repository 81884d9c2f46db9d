import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpaySandbox, type RazorpaySandbox } from '../index.js';
import { KEYS, sdkError, sdkFor } from './sdk.js';

let sandbox: RazorpaySandbox;
beforeAll(async () => {
  sandbox = await startRazorpaySandbox({
    port: 0,
    ...KEYS,
    webhookUrl: 'http://127.0.0.1:9/unused',
    webhookRetryDelaysMs: [],
  });
});
afterAll(() => sandbox.stop());

describe('Orders API through the official razorpay SDK', () => {
  it('creates and fetches an order', async () => {
    const razorpay = sdkFor(sandbox.url);
    const order = await razorpay.orders.create({
      amount: 3900,
      currency: 'INR',
      receipt: 'req1',
      notes: { requestId: 'req1', userId: 'u1' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 3900,
      amount_paid: 0,
      amount_due: 3900,
      currency: 'INR',
      receipt: 'req1',
      status: 'created',
      attempts: 0,
      notes: { requestId: 'req1', userId: 'u1' },
    });
    expect(order.id).toMatch(/^order_[0-9A-Za-z]{14}$/);
    expect(await razorpay.orders.fetch(order.id)).toEqual(order);
    expect(await razorpay.orders.fetchPayments(order.id)).toEqual({ entity: 'collection', count: 0, items: [] });
  });

  it('answers notes [] for an order without notes, as Razorpay does', async () => {
    const order = await sdkFor(sandbox.url).orders.create({ amount: 100, currency: 'INR' });
    expect(order.notes).toEqual([]);
  });

  it('refuses wrong credentials with 401 Authentication failed', async () => {
    const failure = await sdkError(
      sdkFor(sandbox.url, KEYS.keyId, 'wrong').orders.create({ amount: 100, currency: 'INR' }),
    );
    expect(failure).toMatchObject({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    });
    const otherKey = await sdkError(sdkFor(sandbox.url, 'rzp_test_other', KEYS.keySecret).orders.fetch('order_x'));
    expect(otherKey.statusCode).toBe(401);
  });

  it('validates orders with Razorpay messages', async () => {
    const razorpay = sdkFor(sandbox.url);
    expect(await sdkError(razorpay.orders.create({ amount: 99, currency: 'INR' }))).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00', field: 'amount' },
    });
    expect((await sdkError(razorpay.orders.create({ amount: 10.5, currency: 'INR' }))).error.description).toBe(
      'The amount must be an integer.',
    );
    expect(
      (await sdkError(razorpay.orders.create({ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }))).error.field,
    ).toBe('receipt');
    const tooManyNotes = Object.fromEntries(Array.from({ length: 16 }, (_, index) => [`k${index}`, 'v']));
    expect(
      (await sdkError(razorpay.orders.create({ amount: 100, currency: 'INR', notes: tooManyNotes }))).error.field,
    ).toBe('notes');
  });

  it('answers 400 "does not exist" for unknown ids', async () => {
    const razorpay = sdkFor(sandbox.url);
    expect(await sdkError(razorpay.orders.fetch('order_Nope0000000000'))).toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
    expect((await sdkError(razorpay.payments.fetch('pay_Nope0000000000'))).statusCode).toBe(400);
  });

  it('shows payments made through Checkout on the order and by id', async () => {
    const razorpay = sdkFor(sandbox.url);
    const order = await razorpay.orders.create({ amount: 8900, currency: 'INR' });
    const paid = await fetch(`${sandbox.url}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: KEYS.keyId, order_id: order.id, prefill: { email: 'payer@example.com' } }),
    });
    const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 8900,
      amount_due: 0,
      attempts: 1,
    });
    expect(await razorpay.payments.fetch(paymentId)).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 8900,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      email: 'payer@example.com',
    });
    expect((await razorpay.orders.fetchPayments(order.id)).count).toBe(1);
  });
});
