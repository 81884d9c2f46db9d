import { describe, expect, it } from 'vitest';
import { paymentSetup } from '../__tests__/payment-setup.js';
import { markRequestPaid } from './mark-request-paid.js';
import type { OrderRecord } from './records.js';

const order: OrderRecord = {
  orderId: 'order_A1',
  uid: 'asha',
  requestId: 'req1',
  planId: 'aab_bundle',
  amount: 3900,
  currency: 'INR',
  status: 'created',
  createdAt: 1,
};

describe('markRequestPaid', () => {
  it('marks an unpaid request paid and records the payment and the order', async () => {
    const deps = paymentSetup();
    expect(await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' })).toBe('marked-paid');
    const request = deps.db.read('requests/asha/req1') as Record<string, unknown>;
    expect(request).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: 'pay_P1', razorpayOrderId: 'order_A1' });
    expect(request).not.toHaveProperty('razorpaySignature');
    expect(deps.db.read('orders/order_A1')).toEqual({ status: 'paid', paymentId: 'pay_P1', paidAt: deps.clock.now() });
    expect(deps.db.read('payments/pay_P1')).toMatchObject({ source: 'webhook', amount: 3900 });
  });

  it('adds the Checkout signature when the webhook came first (out-of-order delivery)', async () => {
    const deps = paymentSetup();
    await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' });
    const paidAt = deps.db.read('requests/asha/req1/paidAt');
    deps.clock.advance(5000);
    const outcome = await markRequestPaid(deps, {
      order: { ...order, status: 'paid', paymentId: 'pay_P1', paidAt: paidAt as number },
      paymentId: 'pay_P1',
      source: 'checkout',
      checkoutSignature: 'ab'.repeat(32),
    });
    expect(outcome).toBe('already-paid');
    expect(deps.db.read('requests/asha/req1')).toMatchObject({ razorpaySignature: 'ab'.repeat(32), paidAt });
    expect(deps.db.read('payments/pay_P1/source')).toBe('webhook');
  });

  it('keeps the first payment when a second payment arrives for a paid request, and records both', async () => {
    const deps = paymentSetup();
    await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'checkout', checkoutSignature: 'cd'.repeat(32) });
    const second = { ...order, orderId: 'order_A2' };
    expect(await markRequestPaid(deps, { order: second, paymentId: 'pay_P2', source: 'webhook' })).toBe('paid-by-other-payment');
    expect(deps.db.read('requests/asha/req1/razorpayPaymentId')).toBe('pay_P1');
    expect(deps.db.read('payments/pay_P2')).toMatchObject({ orderId: 'order_A2' });
  });

  it('records the payment when the request no longer exists, and never recreates it', async () => {
    const deps = paymentSetup([]);
    expect(await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' })).toBe('request-missing');
    expect(deps.db.read('requests')).toBeNull();
    expect(deps.db.read('payments/pay_P1')).not.toBeNull();
  });

  it('handles orders whose user deleted the account (no uid)', async () => {
    const deps = paymentSetup();
    const { uid: _uid, ...anonymous } = order;
    expect(await markRequestPaid(deps, { order: anonymous, paymentId: 'pay_P1', source: 'webhook' })).toBe('request-missing');
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('payments/pay_P1')).not.toHaveProperty('uid');
  });
});
