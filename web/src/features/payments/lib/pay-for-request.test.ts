import { requestRecord } from '@contracts/__fixtures__/records';
import type { CreateOrderResult } from '@contracts/callables';
import { describe, expect, it, vi } from 'vitest';
import { type PayDeps, payForRequest } from './pay-for-request';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from './razorpay-types';

type Script = (checkout: FakeCheckout) => void;

/** A stand-in for window.Razorpay that plays a scripted outcome when opened. */
class FakeCheckout {
  static last: FakeCheckout | undefined;
  static script: Script = () => {};
  failedHandler: ((response: RazorpayFailure) => void) | undefined;
  opened = false;
  constructor(readonly options: RazorpayOptions) {
    FakeCheckout.last = this;
  }
  on(_event: 'payment.failed', handler: (response: RazorpayFailure) => void) {
    this.failedHandler = handler;
  }
  open() {
    this.opened = true;
    FakeCheckout.script(this);
  }
}

const order: CreateOrderResult = { orderId: 'order_1', amount: 3900, currency: 'INR', keyId: 'rzp_test_key' };
const payer = { uid: 'user-1', email: 'asha@example.com', displayName: 'Asha' };

function deps(overrides: Partial<PayDeps> = {}) {
  const notify = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const base: PayDeps = {
    createOrder: vi.fn(async () => order),
    verifyPayment: vi.fn(async () => ({ paymentStatus: 'paid' })),
    loadCheckout: vi.fn(async () => FakeCheckout as unknown as RazorpayConstructor),
    notify,
    onPaid: vi.fn(),
    brandName: 'Apkforge',
  };
  return { ...base, ...overrides, notify: overrides.notify ?? notify };
}

const success = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'sig' };

describe('payForRequest (docs/product.md §4, §5, §8)', () => {
  it('opens Checkout with the server order and the options of docs/product.md §7, then verifies on the server', async () => {
    FakeCheckout.script = (checkout) => checkout.options.handler(success);
    const d = deps();
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('paid');
    expect(d.createOrder).toHaveBeenCalledWith('req-1');
    expect(FakeCheckout.last?.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 3900,
      currency: 'INR',
      name: 'Apkforge',
      description: 'AAB Bundle File for Publishing',
      order_id: 'order_1',
      notes: { requestId: 'req-1', userId: 'user-1' },
      prefill: { email: 'asha@example.com', name: 'Asha' },
    });
    expect(d.verifyPayment).toHaveBeenCalledWith({
      requestId: 'req-1',
      razorpayOrderId: 'order_1',
      razorpayPaymentId: 'pay_1',
      razorpaySignature: 'sig',
    });
    expect(d.notify.success).toHaveBeenCalledWith('Payment successful');
    expect(d.onPaid).toHaveBeenCalledWith('req-1');
  });

  it('reports a dismissed checkout as cancelled', async () => {
    FakeCheckout.script = (checkout) => checkout.options.modal.ondismiss();
    const d = deps();
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('cancelled');
    expect(d.notify.info).toHaveBeenCalledWith('Payment cancelled');
    expect(d.verifyPayment).not.toHaveBeenCalled();
  });

  it("shows the provider's description when the payment fails", async () => {
    FakeCheckout.script = (checkout) =>
      checkout.failedHandler?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined' } });
    const d = deps();
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('failed');
    expect(d.notify.error).toHaveBeenCalledWith('Your card was declined');
  });

  it("falls back to 'Payment failed' without a description", async () => {
    FakeCheckout.script = (checkout) => checkout.failedHandler?.({});
    const d = deps();
    await payForRequest(requestRecord(), payer, d);
    expect(d.notify.error).toHaveBeenCalledWith('Payment failed');
  });

  it('says so when the checkout script cannot load', async () => {
    const d = deps({ loadCheckout: vi.fn(async () => Promise.reject(new Error('network'))) });
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('failed');
    expect(d.notify.error).toHaveBeenCalledWith('Failed to load Razorpay SDK');
  });

  it('never opens Checkout for a custom plan: info toast instead', async () => {
    const d = deps();
    await expect(payForRequest(requestRecord({ amountInr: undefined, planId: 'other' }), payer, d)).resolves.toBe(
      'custom',
    );
    expect(d.notify.info).toHaveBeenCalledWith('Custom plan. Support will contact you for payment.');
    expect(d.createOrder).not.toHaveBeenCalled();
  });

  it("shows the server's failed-precondition message as information", async () => {
    const error = Object.assign(new Error('Custom plan. Support will contact you for payment.'), {
      code: 'functions/failed-precondition',
    });
    const d = deps({ createOrder: vi.fn(async () => Promise.reject(error)) });
    await payForRequest(requestRecord(), payer, d);
    expect(d.notify.info).toHaveBeenCalledWith('Custom plan. Support will contact you for payment.');
    expect(d.loadCheckout).not.toHaveBeenCalled();
  });

  it("says 'Payment failed' when the order cannot be created and the server gave no reason", async () => {
    const error = Object.assign(new Error('internal'), { code: 'functions/internal' });
    const d = deps({ createOrder: vi.fn(async () => Promise.reject(error)) });
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('failed');
    expect(d.notify.error).toHaveBeenCalledWith('Payment failed');
    expect(d.loadCheckout).not.toHaveBeenCalled();
  });

  it("keeps the server's explanation when it gives one", async () => {
    const error = Object.assign(
      new Error('The payment service is unavailable right now. Please try again in a minute.'),
      { code: 'functions/unavailable' },
    );
    const d = deps({ createOrder: vi.fn(async () => Promise.reject(error)) });
    await payForRequest(requestRecord(), payer, d);
    expect(d.notify.error).toHaveBeenCalledWith(
      'The payment service is unavailable right now. Please try again in a minute.',
    );
  });

  it('does nothing for a paid request', async () => {
    const d = deps();
    await expect(payForRequest(requestRecord({ paymentStatus: 'paid' }), payer, d)).resolves.toBe('skipped');
    expect(d.createOrder).not.toHaveBeenCalled();
  });

  it('does not claim success when the server refuses the signature', async () => {
    FakeCheckout.script = (checkout) => checkout.options.handler(success);
    const d = deps({ verifyPayment: vi.fn(async () => Promise.reject(new Error('invalid signature'))) });
    await expect(payForRequest(requestRecord(), payer, d)).resolves.toBe('failed');
    expect(d.notify.error).toHaveBeenCalledWith('Payment failed');
    expect(d.notify.success).not.toHaveBeenCalled();
    expect(d.onPaid).not.toHaveBeenCalled();
  });

  it('ignores a dismissal that follows a success', async () => {
    FakeCheckout.script = (checkout) => {
      checkout.options.handler(success);
      checkout.options.modal.ondismiss();
    };
    const d = deps();
    await payForRequest(requestRecord(), payer, d);
    expect(d.notify.info).not.toHaveBeenCalledWith('Payment cancelled');
  });
});
