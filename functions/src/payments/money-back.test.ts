import { describe, expect, it } from 'vitest';
import { caller } from '../__tests__/fixtures.js';
import { paymentSetup, WEBHOOK_SECRET } from '../__tests__/payment-setup.js';
import { disputeEvent, paymentCaptured, refundEvent } from '../__tests__/webhook-events.js';
import { createOrder } from './create-order.js';
import { refundStatusOf } from './money-back.js';
import { webhookSignature } from './signatures.js';
import { handleRazorpayWebhook } from './webhook.js';

// Refunds and disputes, verified like every webhook, mark the payment and the request it paid.
let events = 0;
function delivery(body: unknown, secret = WEBHOOK_SECRET) {
  events += 1;
  const rawBody = Buffer.from(JSON.stringify(body));
  return { rawBody, signature: webhookSignature(secret, rawBody), eventId: `evt_M${events}` };
}

/** asha's req1 (aab_bundle, 39 INR) paid with pay_P1 through the webhook. */
async function paid() {
  const deps = paymentSetup();
  const { orderId, amount } = await createOrder(deps, caller('asha'), { requestId: 'req1' });
  await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_P1', orderId, amount)));
  expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('paid');
  const payment = { id: 'pay_P1', orderId, amount };
  const send = (body: unknown) => handleRazorpayWebhook(deps, delivery(body));
  return { deps, payment, send, request: () => deps.db.read('requests/asha/req1') as Record<string, unknown> };
}

describe('refunds', () => {
  it('a partial then a full refund: partially_refunded, then refunded, on the request and the payment', async () => {
    const { deps, payment, send, request } = await paid();
    deps.clock.advance(1000);
    const partial = refundEvent(
      'refund.processed',
      { id: 'rfnd_R1', amount: 1000 },
      { ...payment, amountRefunded: 1000 },
    );
    expect(await send(partial)).toEqual({ status: 200, body: { status: 'request-marked' } });
    expect(request()).toMatchObject({
      paymentStatus: 'paid',
      refundStatus: 'partially_refunded',
      refundedAmountInr: 10,
      updatedAt: deps.clock.now(),
      updatedAtISO: new Date(deps.clock.now()).toISOString(),
    });
    const rest = refundEvent('payment.refunded', { id: 'rfnd_R2', amount: 2900 }, { ...payment, amountRefunded: 3900 });
    await send(rest);
    expect(request()).toMatchObject({ refundStatus: 'refunded', refundedAmountInr: 39 });
    expect(deps.db.read('payments/pay_P1')).toMatchObject({
      refundStatus: 'refunded',
      refundedAmount: 3900,
      refunds: { rfnd_R1: 1000, rfnd_R2: 2900 },
    });
  });

  it('is idempotent and order-independent: replays and late deliveries change nothing', async () => {
    const { deps, payment, send, request } = await paid();
    const full = refundEvent('refund.processed', { id: 'rfnd_R1', amount: 3900 }, { ...payment, amountRefunded: 3900 });
    await send(full);
    const settled = request();
    deps.clock.advance(5000);
    await send(full);
    // refund.processed and payment.refunded describe the same refund.
    await send(refundEvent('payment.refunded', { id: 'rfnd_R1', amount: 3900 }, { ...payment, amountRefunded: 3900 }));
    expect(request()).toEqual(settled);
  });

  it('refuses a forged refund (bad signature) and a malformed one, and changes nothing', async () => {
    const { deps, payment, request } = await paid();
    const before = request();
    const body = refundEvent('refund.processed', { id: 'rfnd_R1', amount: 3900 }, { ...payment, amountRefunded: 3900 });
    expect((await handleRazorpayWebhook(deps, delivery(body, 'guessed-secret'))).status).toBe(400);
    const tooMuch = refundEvent(
      'refund.processed',
      { id: 'rfnd_R1', amount: 9900 },
      { ...payment, amountRefunded: 9900 },
    );
    expect((await handleRazorpayWebhook(deps, delivery(tooMuch))).status).toBe(400);
    expect(request()).toEqual(before);
    expect(deps.db.read('payments/pay_P1/refundStatus')).toBeNull();
  });

  it('acknowledges a refund of a payment of no order of ours', async () => {
    const { send } = await paid();
    const body = refundEvent(
      'refund.processed',
      { id: 'rfnd_X1', amount: 100 },
      { id: 'pay_Other', orderId: 'order_NotOurs', amount: 100, amountRefunded: 100 },
    );
    expect(await send(body)).toEqual({ status: 200, body: { status: 'unknown-payment' } });
  });

  it("marks a second payment's refund on that payment only, never on the request it did not pay for", async () => {
    const { deps, payment, send, request } = await paid();
    await send(paymentCaptured('pay_P2', payment.orderId, payment.amount));
    await send(
      refundEvent(
        'refund.processed',
        { id: 'rfnd_R9', amount: 3900 },
        { ...payment, id: 'pay_P2', amountRefunded: 3900 },
      ),
    );
    expect(deps.db.read('payments/pay_P2/refundStatus')).toBe('refunded');
    expect(request()).not.toHaveProperty('refundStatus');
  });
});

describe('disputes', () => {
  it('created -> disputed, then won -> dispute_won; a late "created" does not reopen it', async () => {
    const { payment, send, request } = await paid();
    await send(disputeEvent('open', { id: 'disp_D1', amount: 3900 }, payment, 1_795_000_200));
    expect(request()).toMatchObject({ refundStatus: 'disputed', disputedAmountInr: 39 });
    await send(disputeEvent('won', { id: 'disp_D1', amount: 3900 }, payment, 1_795_000_900));
    expect(request()).toMatchObject({ refundStatus: 'dispute_won' });
    await send(disputeEvent('open', { id: 'disp_D1', amount: 3900 }, payment, 1_795_000_200));
    expect(request()).toMatchObject({ refundStatus: 'dispute_won' });
  });

  it('lost -> dispute_lost, which outranks a refund; closed with money deducted counts as lost', async () => {
    const { payment, send, request } = await paid();
    await send(disputeEvent('lost', { id: 'disp_D1', amount: 3900, amountDeducted: 3900 }, payment));
    expect(request()).toMatchObject({ refundStatus: 'dispute_lost' });

    const other = await paid();
    await other.send(disputeEvent('closed', { id: 'disp_D2', amount: 3900, amountDeducted: 3900 }, other.payment));
    expect(other.request()).toMatchObject({ refundStatus: 'dispute_lost' });
    const kept = await paid();
    await kept.send(disputeEvent('closed', { id: 'disp_D3', amount: 3900 }, kept.payment));
    expect(kept.request()).toMatchObject({ refundStatus: 'dispute_won' });
  });
});

describe('refundStatusOf', () => {
  const dispute = (status: 'open' | 'won' | 'lost', at = 1) => ({ status, amount: 100, amountDeducted: 0, at });
  it('ranks what the bank took back, a full refund, an open dispute, a partial refund, a dispute that ended well', () => {
    expect(refundStatusOf({ amount: 100 })).toBeNull();
    expect(refundStatusOf({ amount: 100, refundedAmount: 40 })).toBe('partially_refunded');
    expect(refundStatusOf({ amount: 100, refundedAmount: 100 })).toBe('refunded');
    expect(refundStatusOf({ amount: 100, refundedAmount: 40, disputes: { d: dispute('open') } })).toBe('disputed');
    expect(refundStatusOf({ amount: 100, refundedAmount: 100, disputes: { d: dispute('open') } })).toBe('refunded');
    expect(refundStatusOf({ amount: 100, refundedAmount: 100, disputes: { d: dispute('lost') } })).toBe('dispute_lost');
    expect(refundStatusOf({ amount: 100, disputes: { d: dispute('won') } })).toBe('dispute_won');
    expect(refundStatusOf({ amount: 100, refundedAmount: 10, disputes: { d: dispute('won') } })).toBe(
      'partially_refunded',
    );
  });
});
