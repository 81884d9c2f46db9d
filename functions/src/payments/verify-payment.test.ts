import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { caller, unpaidRequest } from '../__tests__/fixtures.js';
import { checkoutResult, codeOf, paymentSetup } from '../__tests__/payment-setup.js';
import { createOrder } from './create-order.js';
import { verifyPayment } from './verify-payment.js';

const asha = caller('asha');
const ravi = caller('ravi');

async function ordered() {
  const deps = paymentSetup([
    ['asha', 'req1'],
    ['ravi', 'req9'],
  ]);
  const { orderId } = await createOrder(deps, asha, { requestId: 'req1' });
  return { deps, orderId };
}

describe('verifyPayment', () => {
  it('marks the request paid with the Razorpay fields after a valid Checkout signature, then fulfils it', async () => {
    const { deps, orderId } = await ordered();
    const input = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123') };
    expect(await verifyPayment(deps, asha, input)).toEqual({ paymentStatus: 'paid' });
    expect(deps.db.read('requests/asha/req1')).toMatchObject({
      paymentStatus: 'paid',
      razorpayPaymentId: 'pay_Abc123',
      razorpayOrderId: orderId,
      razorpaySignature: input.razorpaySignature,
      paidAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
      updatedAtISO: new Date(deps.clock.now()).toISOString(),
      // aab_bundle is fulfilled before the payer is answered (fulfilment/fulfil-request.test.ts has the details).
      status: 'completed',
      progressPercent: 100,
    });
    expect(deps.db.read('deliverables/asha/req1/aab')).toMatchObject({ status: 'ready' });
    expect(deps.db.read('deliverables/asha/req1/apk')).toMatchObject({ status: 'ready' });
    expect(deps.db.read(`orders/${orderId}`)).toMatchObject({ status: 'paid', paymentId: 'pay_Abc123' });
    expect(deps.db.read('payments/pay_Abc123')).toMatchObject({
      orderId,
      uid: 'asha',
      requestId: 'req1',
      amount: 3900,
      source: 'checkout',
    });
  });

  it('answers paid even when fulfilment cannot start; the request stays paid for the webhook and the sweep', async () => {
    const { deps, orderId } = await ordered();
    const transaction = deps.db.transaction.bind(deps.db);
    deps.db.transaction = async (path, update) => {
      if (path.startsWith('fulfilmentQueue/')) throw new Error('database unavailable');
      return transaction(path, update);
    };
    const input = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123') };
    expect(await verifyPayment(deps, asha, input)).toEqual({ paymentStatus: 'paid' });
    expect(deps.db.read('requests/asha/req1')).toMatchObject({ paymentStatus: 'paid', status: 'Queued' });
    expect(deps.db.read('deliverables/asha/req1')).toBeNull();
  });

  it('never marks paid without a valid signature', async () => {
    const { deps, orderId } = await ordered();
    const forged = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123', 'guessed-secret') };
    expect(await codeOf(verifyPayment(deps, asha, forged))).toBe('permission-denied: Payment verification failed.');
    const swapped = { ...checkoutResult(orderId, 'pay_Abc123'), razorpayPaymentId: 'pay_Other1', requestId: 'req1' };
    expect(await codeOf(verifyPayment(deps, asha, swapped))).toBe('permission-denied: Payment verification failed.');
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('payments')).toBeNull();
  });

  it("refuses one user's order for another user, or for another request", async () => {
    const { deps, orderId } = await ordered();
    const onRavisRequest = { requestId: 'req9', ...checkoutResult(orderId, 'pay_Abc123') };
    expect(await codeOf(verifyPayment(deps, ravi, onRavisRequest))).toMatch(
      /^permission-denied: This order does not belong/,
    );
    expect(await codeOf(verifyPayment(deps, asha, onRavisRequest))).toMatch(
      /^permission-denied: This order does not belong/,
    );
    expect(deps.db.read('requests/ravi/req9/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
  });

  it('is idempotent: verifying the same payment twice changes nothing', async () => {
    const { deps, orderId } = await ordered();
    const input = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123') };
    await verifyPayment(deps, asha, input);
    const first = deps.db.read('requests/asha/req1');
    deps.clock.advance(60_000);
    expect(await verifyPayment(deps, asha, input)).toEqual({ paymentStatus: 'paid' });
    expect(deps.db.read('requests/asha/req1')).toEqual(first);
    expect(deps.db.read('payments/pay_Abc123/verifiedAt')).toBe(deps.clock.now() - 60_000);
  });

  it('does not claim paid when the request was deleted, or replaced under the same id with another plan', async () => {
    const { deps, orderId } = await ordered();
    // The owner deletes the unpaid aab_bundle request (39 INR) and creates req1 again as end_to_end (199 INR).
    deps.db.write('requests/asha/req1', unpaidRequest('req1', 'end_to_end', 199));
    const input = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123') };
    expect(await codeOf(verifyPayment(deps, asha, input))).toMatch(
      /^failed-precondition: This payment could not be applied/,
    );
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
    expect(deps.db.read('payments/pay_Abc123')).toMatchObject({ orderId, amount: 3900 });

    deps.db.write('requests/asha/req1', null);
    const again = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc124') };
    expect(await codeOf(verifyPayment(deps, asha, again))).toMatch(
      /^failed-precondition: This payment could not be applied/,
    );
    expect(deps.db.read('requests/asha')).toBeNull();
  });

  it('fails closed when the key secret is not configured', async () => {
    const { deps, orderId } = await ordered();
    const input = { requestId: 'req1', ...checkoutResult(orderId, 'pay_Abc123', 'x') };
    // An empty secret would make every signature computable by anyone: refuse rather than compare.
    input.razorpaySignature = createHmac('sha256', '').update(`${orderId}|pay_Abc123`).digest('hex');
    await expect(verifyPayment({ ...deps, keySecret: '' }, asha, input)).rejects.toThrow(/empty secret/);
    expect(deps.db.read('requests/asha/req1/paymentStatus')).toBe('unpaid');
  });

  it('answers not-found for an unknown order and invalid-argument for malformed input', async () => {
    const { deps } = await ordered();
    expect(
      await codeOf(verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult('order_Unknown1', 'pay_Abc123') })),
    ).toBe('not-found: Order not found.');
    expect(await codeOf(verifyPayment(deps, asha, { requestId: 'req1' }))).toMatch(/^invalid-argument/);
    expect(await codeOf(verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult('x', 'pay_1') }))).toMatch(
      /^invalid-argument/,
    );
    expect(
      await codeOf(
        verifyPayment(deps, asha, {
          requestId: 'req1',
          ...checkoutResult('order_1', 'pay_1'),
          razorpaySignature: 'short',
        }),
      ),
    ).toMatch(/^invalid-argument/);
  });
});
