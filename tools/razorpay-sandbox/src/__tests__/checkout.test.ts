// @vitest-environment jsdom
/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTUALLY } from '@apkforge/test-kit';
import { startRazorpaySandbox, type RazorpaySandbox } from '../index.js';
import { KEYS } from './sdk.js';

// checkout.js runs in a DOM (jsdom) and talks to a real sandbox over XHR, across origins, as in the browser.
interface CheckoutInstance {
  open(): CheckoutInstance;
  close(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): CheckoutInstance;
}
type CheckoutConstructor = new (options: Record<string, unknown>) => CheckoutInstance;

let sandbox: RazorpaySandbox;
let Razorpay: CheckoutConstructor;

beforeAll(async () => {
  sandbox = await startRazorpaySandbox({
    port: 0,
    ...KEYS,
    webhookUrl: 'http://127.0.0.1:9/none',
    webhookRetryDelaysMs: [],
  });
  const script = await (await fetch(`${sandbox.url}/v1/checkout.js`)).text();
  // vitest's jsdom does not run <script> elements; evaluate the served text against the DOM globals instead.
  new Function(script).call(window);
  Razorpay = (window as unknown as { Razorpay: CheckoutConstructor }).Razorpay;
});
afterAll(() => sandbox.stop());
afterEach(() => {
  document.getElementById('razorpay-sandbox-overlay')?.remove();
});

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/** Orders come from the API with Basic auth, as the functions create them (the SDK's axios would use jsdom's XHR here). */
async function newOrder(amount = 3900): Promise<string> {
  const response = await fetch(`${sandbox.url}/v1/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
    },
    body: JSON.stringify({ amount, currency: 'INR' }),
  });
  return ((await response.json()) as { id: string }).id;
}

function options(orderId: string, extra: Record<string, unknown> = {}) {
  return {
    key: KEYS.keyId,
    amount: 3900,
    currency: 'INR',
    name: 'Apkforge',
    description: 'AAB Bundle File for Publishing',
    order_id: orderId,
    notes: { requestId: 'r1', userId: 'u1' },
    prefill: { email: 'asha@example.com', name: 'Asha' },
    ...extra,
  };
}

describe('checkout.js', () => {
  it('defines window.Razorpay and refuses options without a key', () => {
    expect(typeof Razorpay).toBe('function');
    expect(() => new Razorpay({})).toThrow(/key/);
  });

  it('opens an accessible modal with merchant, description and amount in INR, Pay focused', async () => {
    new Razorpay(options(await newOrder())).open();
    const modal = byTestId('razorpay-sandbox-modal')!;
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby')!)?.textContent).toBe('Apkforge');
    expect(byTestId('razorpay-sandbox-description')?.textContent).toBe('AAB Bundle File for Publishing');
    expect(byTestId('razorpay-sandbox-amount')?.textContent).toBe('\u20B939.00');
    expect(document.activeElement).toBe(byTestId('razorpay-sandbox-pay'));
  });

  it('Pay calls handler with a valid signature and closes the modal', async () => {
    const orderId = await newOrder();
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new Razorpay(options(orderId, { handler, modal: { ondismiss } })).open();
    byTestId('razorpay-sandbox-pay')!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledOnce(), EVENTUALLY);
    const response = handler.mock.calls[0]![0] as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    expect(response.razorpay_order_id).toBe(orderId);
    expect(response.razorpay_payment_id).toMatch(/^pay_/);
    const expected = createHmac('sha256', KEYS.keySecret)
      .update(`${orderId}|${response.razorpay_payment_id}`)
      .digest('hex');
    expect(response.razorpay_signature).toBe(expected);
    expect(byTestId('razorpay-sandbox-modal')).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('Fail fires payment.failed with a Razorpay error object and keeps the modal open', async () => {
    const orderId = await newOrder();
    const failed = vi.fn();
    const handler = vi.fn();
    new Razorpay(options(orderId, { handler })).on('payment.failed', failed).open();
    byTestId('razorpay-sandbox-fail')!.click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce(), EVENTUALLY);
    const { error } = failed.mock.calls[0]![0] as { error: Record<string, unknown> };
    expect(error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authentication',
      reason: 'payment_failed',
      metadata: { order_id: orderId },
    });
    expect((error.metadata as { payment_id: string }).payment_id).toMatch(/^pay_/);
    expect(byTestId('razorpay-sandbox-modal')).not.toBeNull();
    expect(byTestId('razorpay-sandbox-status')?.textContent).toBe('Payment failed');
    expect(handler).not.toHaveBeenCalled();
  });

  it('Close and Escape call modal.ondismiss', async () => {
    const ondismiss = vi.fn();
    new Razorpay(options(await newOrder(), { modal: { ondismiss } })).open();
    byTestId('razorpay-sandbox-close')!.click();
    expect(ondismiss).toHaveBeenCalledOnce();
    expect(byTestId('razorpay-sandbox-modal')).toBeNull();

    new Razorpay(options(await newOrder(), { modal: { ondismiss } })).open();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(ondismiss).toHaveBeenCalledTimes(2);
  });

  it('close() from code removes the modal without ondismiss', async () => {
    const ondismiss = vi.fn();
    const checkout = new Razorpay(options(await newOrder(), { modal: { ondismiss } })).open();
    checkout.close();
    expect(byTestId('razorpay-sandbox-modal')).toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
  });

  it('reports an invalid key and an already paid order through payment.failed', async () => {
    const failed = vi.fn();
    new Razorpay(options(await newOrder(), { key: 'rzp_test_wrong' })).on('payment.failed', failed).open();
    byTestId('razorpay-sandbox-pay')!.click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce(), EVENTUALLY);
    expect(failed.mock.calls[0]![0]).toMatchObject({ error: { description: 'The api key provided is invalid' } });
    document.getElementById('razorpay-sandbox-overlay')?.remove();

    const orderId = await newOrder();
    const handler = vi.fn();
    new Razorpay(options(orderId, { handler })).open();
    byTestId('razorpay-sandbox-pay')!.click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledOnce(), EVENTUALLY);
    const again = vi.fn();
    new Razorpay(options(orderId)).on('payment.failed', again).open();
    byTestId('razorpay-sandbox-pay')!.click();
    await vi.waitFor(() => expect(again).toHaveBeenCalledOnce(), EVENTUALLY);
    expect(again.mock.calls[0]![0]).toMatchObject({ error: { description: 'Order has already been paid' } });
  });
});
