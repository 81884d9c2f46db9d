import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSetup, WEBHOOK_SECRET } from '../__tests__/payment-setup.js';
import { serve } from '../__tests__/serve.js';
import { paymentCaptured } from '../__tests__/webhook-events.js';
import { webhookSignature } from './signatures.js';
import { webhookRequestHandler } from './webhook-function.js';

const deps = paymentSetup();
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve(webhookRequestHandler(() => deps));
});
afterAll(() => server.close());

describe('razorpayWebhook over HTTP', () => {
  it('verifies the exact raw bytes it received (whitespace included)', async () => {
    const body = `{ "event" : "refund.created",\n  "payload": {} }`;
    const response = await fetch(server.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': webhookSignature(WEBHOOK_SECRET, Buffer.from(body)),
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ignored' });
  });

  it('answers 500 (so Razorpay retries) when its dependencies cannot be built', async () => {
    const broken = await serve(
      webhookRequestHandler(() => {
        throw new Error('SIGNING secret missing');
      }),
    );
    try {
      const response = await fetch(broken.url, { method: 'POST', body: '{}' });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: 'internal', message: 'Processing failed; please retry.' },
      });
    } finally {
      await broken.close();
    }
  });

  it('answers 400 to a bad signature and 405 to other methods', async () => {
    const bad = await fetch(server.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'f'.repeat(64) },
      body: JSON.stringify(paymentCaptured('pay_X1', 'order_X1', 100)),
    });
    expect(bad.status).toBe(400);
    const get = await fetch(server.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
