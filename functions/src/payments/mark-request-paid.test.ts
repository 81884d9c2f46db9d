import { describe, expect, it } from 'vitest';
import { paymentSetup, storedOrder } from '../__tests__/payment-setup.js';
import { markRequestPaid } from './mark-request-paid.js';

const order = storedOrder('order_A1', 1);

function withOrder<T extends ReturnType<typeof paymentSetup>>(deps: T): T {
  deps.db.write(`orders/${order.orderId}`, order);
  return deps;
}

describe('markRequestPaid', () => {
  it('marks an unpaid request paid and records the payment and the order', async () => {
    const deps = withOrder(paymentSetup());
    expect(await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' })).toBe('marked-paid');
    const request = deps.db.read('requests/asha/req1') as Record<string, unknown>;
    expect(request).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: 'pay_P1', razorpayOrderId: 'order_A1' });
    expect(request).not.toHaveProperty('razorpaySignature');
    expect(deps.db.read('orders/order_A1')).toEqual({
      ...order,
      status: 'paid',
      paymentId: 'pay_P1',
      paidAt: deps.clock.now(),
    });
    expect(deps.db.read('payments/pay_P1')).toMatchObject({ source: 'webhook', amount: 3900 });
  });

  it('does not pay a re-quoted custom request with an order made for the old quote', async () => {
    const deps = paymentSetup([['asha', 'req1', 'other']]);
    deps.db.write('requests/asha/req1/amountInr', 599);
    deps.db.write('requests/asha/req1/quotedAt', 1);
    const quoted = storedOrder('order_Q1', 1, { planId: 'other', amount: 49900 });
    deps.db.write('orders/order_Q1', quoted);
    expect(await markRequestPaid(deps, { order: quoted, paymentId: 'pay_Q1', source: 'webhook' })).toBe(
      'request-changed',
    );
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    deps.db.write('requests/asha/req1/amountInr', 499);
    expect(await markRequestPaid(deps, { order: quoted, paymentId: 'pay_Q2', source: 'webhook' })).toBe('marked-paid');
  });

  it("frees the request's quota slot once it is paid", async () => {
    const deps = withOrder(paymentSetup());
    deps.db.write('quotas/asha', { open: { req1: 1, req9: 2 }, countedAt: 1, updatedAt: 1 });
    await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' });
    expect(deps.db.read('quotas/asha/open')).toEqual({ req9: 2 });
    // A replay changes nothing more.
    await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'checkout', checkoutSignature: 'ab'.repeat(32) });
    expect(deps.db.read('quotas/asha/open')).toEqual({ req9: 2 });
  });

  it('keeps the first payment on the order when a stale snapshot races a second proof', async () => {
    const deps = withOrder(paymentSetup());
    await markRequestPaid(deps, { order, paymentId: 'pay_P1', source: 'webhook' });
    const paidAt = deps.clock.now();
    deps.clock.advance(5000);
    // `order` is the snapshot read before the first proof landed: it still says 'created'.
    expect(
      await markRequestPaid(deps, {
        order,
        paymentId: 'pay_P2',
        source: 'checkout',
        checkoutSignature: 'ef'.repeat(32),
      }),
    ).toBe('paid-by-other-payment');
    expect(deps.db.read('orders/order_A1')).toMatchObject({ status: 'paid', paymentId: 'pay_P1', paidAt });
  });

  it('never pays a request that was deleted and created again under the same id with another plan', async () => {
    const deps = withOrder(paymentSetup([['asha', 'req1', 'end_to_end']]));
    // The order was made for an aab_bundle request (39 INR); the request now under req1 is end_to_end (199 INR).
    expect(
      await markRequestPaid(deps, {
        order,
        paymentId: 'pay_P1',
        source: 'checkout',
        checkoutSignature: 'ab'.repeat(32),
      }),
    ).toBe('request-changed');
    const request = deps.db.read('requests/asha/req1') as Record<string, unknown>;
    expect(request).toMatchObject({ paymentStatus: 'unpaid', planId: 'end_to_end' });
    expect(request).not.toHaveProperty('razorpayPaymentId');
    // The money moved: the payment and the paid order stay on record for a refund.
    expect(deps.db.read('payments/pay_P1')).toMatchObject({ orderId: 'order_A1', amount: 3900 });
    expect(deps.db.read('orders/order_A1/status')).toBe('paid');
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
    expect(await markRequestPaid(deps, { order: second, paymentId: 'pay_P2', source: 'webhook' })).toBe(
      'paid-by-other-payment',
    );
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
    expect(await markRequestPaid(deps, { order: anonymous, paymentId: 'pay_P1', source: 'webhook' })).toBe(
      'request-missing',
    );
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('payments/pay_P1')).not.toHaveProperty('uid');
  });
});
