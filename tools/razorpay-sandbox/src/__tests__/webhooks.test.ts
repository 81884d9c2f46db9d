import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { startRazorpaySandbox, type RazorpaySandbox } from '../index.js';
import { KEYS, sdkError, sdkFor } from './sdk.js';

const { validateWebhookSignature } = createRequire(import.meta.url)('razorpay/dist/utils/razorpay-utils') as {
  validateWebhookSignature(body: string, signature: string, secret: string): boolean;
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server | undefined;
let sandbox: RazorpaySandbox | undefined;

/** A webhook endpoint answering the given statuses in turn (then 200). */
async function endpoint(statuses: number[] = []): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.statusCode = statuses.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/razorpayWebhook`, received };
}

async function payOrder(outcome: 'pay' | 'fail' = 'pay'): Promise<string> {
  const order = await sdkFor(sandbox!.url).orders.create({ amount: 3900, currency: 'INR', notes: { requestId: 'r1' } });
  await fetch(`${sandbox!.url}/v1/checkout/${outcome}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: KEYS.keyId, order_id: order.id }),
  });
  await sandbox!.settled();
  return order.id;
}

afterEach(async () => {
  await sandbox?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  sandbox = undefined;
  receiver = undefined;
});

describe('webhooks', () => {
  it('sends signed payment.captured then order.paid in Razorpay shapes after a payment', async () => {
    const { url, received } = await endpoint();
    sandbox = await startRazorpaySandbox({ port: 0, ...KEYS, webhookUrl: url });
    const orderId = await payOrder();
    expect(received.map((delivery) => JSON.parse(delivery.body).event)).toEqual(['payment.captured', 'order.paid']);
    for (const delivery of received) {
      const signature = delivery.headers['x-razorpay-signature'] as string;
      expect(validateWebhookSignature(delivery.body, signature, KEYS.webhookSecret)).toBe(true);
      expect(delivery.headers['x-razorpay-event-id']).toMatch(/^[0-9A-Za-z]{14}$/);
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    const captured = JSON.parse(received[0]!.body);
    expect(captured).toMatchObject({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: { entity: 'payment', amount: 3900, currency: 'INR', status: 'captured', order_id: orderId },
        },
      },
    });
    const paid = JSON.parse(received[1]!.body);
    expect(paid).toMatchObject({
      contains: ['payment', 'order'],
      payload: { order: { entity: { id: orderId, status: 'paid', amount_paid: 3900 } } },
    });
    expect(new Set(received.map((delivery) => delivery.headers['x-razorpay-event-id'])).size).toBe(2);
    expect(sandbox.deliveries().map((delivery) => delivery.outcome)).toEqual(['delivered', 'delivered']);
  });

  it('retries any non-2xx answer (4xx too, as Razorpay does) with the same event id and signature', async () => {
    const { url, received } = await endpoint([503, 400, 200]);
    sandbox = await startRazorpaySandbox({ port: 0, ...KEYS, webhookUrl: url, webhookRetryDelaysMs: [1, 1, 1] });
    await payOrder();
    // payment.captured: 503, 400, then 200; order.paid: 200.
    expect(received).toHaveLength(4);
    expect(new Set(received.slice(0, 3).map((delivery) => delivery.headers['x-razorpay-event-id'])).size).toBe(1);
    expect(new Set(received.slice(0, 3).map((delivery) => delivery.body)).size).toBe(1);
    const [first, second] = sandbox.deliveries();
    expect(first).toMatchObject({
      outcome: 'delivered',
      attempts: [{ status: 503 }, { status: 400 }, { status: 200 }],
    });
    expect(second).toMatchObject({ outcome: 'delivered', attempts: [{ status: 200 }] });
  });

  it('gives up when every attempt is answered with an error', async () => {
    const { url } = await endpoint([400, 400, 400]);
    sandbox = await startRazorpaySandbox({ port: 0, ...KEYS, webhookUrl: url, webhookRetryDelaysMs: [1, 1] });
    await payOrder();
    expect(sandbox.deliveries()[0]).toMatchObject({
      outcome: 'failed',
      attempts: [{ status: 400 }, { status: 400 }, { status: 400 }],
    });
  });

  it('gives up after the retries when the endpoint is unreachable', async () => {
    sandbox = await startRazorpaySandbox({
      port: 0,
      ...KEYS,
      webhookUrl: 'http://127.0.0.1:9/hook',
      webhookRetryDelaysMs: [1, 1],
    });
    await payOrder();
    const [first] = sandbox.deliveries();
    expect(first?.outcome).toBe('failed');
    expect(first?.attempts).toHaveLength(3);
    expect(first?.attempts.every((attempt) => attempt.status === null)).toBe(true);
  });

  it('sends payment.failed after a failed attempt, and lists deliveries over HTTP', async () => {
    const { url, received } = await endpoint();
    sandbox = await startRazorpaySandbox({ port: 0, ...KEYS, webhookUrl: url });
    const orderId = await payOrder('fail');
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { status: 'failed' } } },
    });
    const listed = (await (await fetch(`${sandbox.url}/__sandbox/webhooks?orderId=${orderId}`)).json()) as {
      event: string;
    }[];
    expect(listed.map((delivery) => delivery.event)).toEqual(['payment.failed']);
  });
});

describe('refunds and disputes', () => {
  async function paidPayment(url: string): Promise<string> {
    sandbox = await startRazorpaySandbox({ port: 0, ...KEYS, webhookUrl: url });
    const orderId = await payOrder();
    return [...sandbox.state.payments.values()].find((payment) => payment.order_id === orderId)!.id;
  }

  it('refunds through the official SDK and sends signed refund.processed and payment.refunded', async () => {
    const { url, received } = await endpoint();
    const paymentId = await paidPayment(url);
    received.length = 0;
    const sdk = sdkFor(sandbox!.url);
    const partial = await sdk.payments.refund(paymentId, { amount: 1000 });
    expect(partial).toMatchObject({ entity: 'refund', amount: 1000, payment_id: paymentId, status: 'processed' });
    await sandbox!.settled();
    expect(received.map((delivery) => JSON.parse(delivery.body).event)).toEqual([
      'refund.processed',
      'payment.refunded',
    ]);
    for (const delivery of received)
      expect(
        validateWebhookSignature(delivery.body, delivery.headers['x-razorpay-signature'] as string, KEYS.webhookSecret),
      ).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: partial.id, amount: 1000 } },
        payment: { entity: { id: paymentId, amount_refunded: 1000, refund_status: 'partial', status: 'captured' } },
      },
    });
    await sdk.payments.refund(paymentId, {});
    await sandbox!.settled();
    expect(JSON.parse(received[2]!.body).payload.payment.entity).toMatchObject({
      amount_refunded: 3900,
      refund_status: 'full',
      status: 'refunded',
    });
    expect(await sdkError(sdk.payments.refund(paymentId, { amount: 100 }))).toMatchObject({ statusCode: 400 });
    const wrongKey = await fetch(`${sandbox!.url}/v1/payments/${paymentId}/refund`, { method: 'POST', body: '{}' });
    expect(wrongKey.status).toBe(401);
  });

  it('raises a dispute and moves it, sending payment.dispute.created then payment.dispute.lost', async () => {
    const { url, received } = await endpoint();
    const paymentId = await paidPayment(url);
    received.length = 0;
    const raise = (status: string) =>
      fetch(`${sandbox!.url}/__sandbox/payments/${paymentId}/dispute`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    const opened = (await (await raise('open')).json()) as { id: string };
    expect(opened.id).toMatch(/^disp_/);
    await raise('lost');
    await sandbox!.settled();
    const events = received.map((delivery) => JSON.parse(delivery.body));
    expect(events.map((event) => event.event)).toEqual(['payment.dispute.created', 'payment.dispute.lost']);
    expect(events[1]).toMatchObject({
      contains: ['payment', 'dispute'],
      payload: {
        dispute: {
          entity: { id: opened.id, payment_id: paymentId, status: 'lost', amount: 3900, amount_deducted: 3900 },
        },
      },
    });
    expect((await raise('settled')).status).toBe(400);
  });
});
