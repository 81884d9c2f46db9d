import { describe, expect, it } from 'vitest';
import { GatewayError } from '../__tests__/fakes/fake-gateway.js';
import { caller } from '../__tests__/fixtures.js';
import { codeOf, paymentSetup, storedOrder } from '../__tests__/payment-setup.js';
import { createOrder } from './create-order.js';

const asha = caller('asha');

describe('createOrder', () => {
  it('creates a Razorpay order for the catalog price and stores it', async () => {
    const deps = paymentSetup();
    const result = await createOrder(deps, asha, { requestId: 'req1' });
    expect(result).toEqual({ orderId: 'order_Fake0000000001', amount: 3900, currency: 'INR', keyId: 'rzp_test_fake' });
    expect(deps.gateway.created).toEqual([
      { amount: 3900, currency: 'INR', receipt: 'req1', notes: { requestId: 'req1', userId: 'asha' } },
    ]);
    expect(deps.db.read('orders/order_Fake0000000001')).toEqual(storedOrder('order_Fake0000000001', deps.clock.now()));
  });

  it('charges the server price even if the stored amountInr was tampered with', async () => {
    const deps = paymentSetup();
    deps.db.write('requests/asha/req1/amountInr', 0.01);
    expect((await createOrder(deps, asha, { requestId: 'req1' })).amount).toBe(3900);
  });

  it("keeps Razorpay's 40-character receipt limit for long request ids", async () => {
    const longId = `r${'x'.repeat(60)}`;
    const deps = paymentSetup([['asha', longId]]);
    await createOrder(deps, asha, { requestId: longId });
    expect(deps.gateway.created[0]).toMatchObject({ receipt: longId.slice(0, 40), notes: { requestId: longId } });
  });

  it('refuses the custom plan with the product message', async () => {
    const deps = paymentSetup([['asha', 'req1', 'other']]);
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toBe(
      'failed-precondition: Custom plan. Support will contact you for payment.',
    );
    expect(deps.gateway.created).toHaveLength(0);
  });

  it('charges the quoted amount of a custom request once support quoted it', async () => {
    const deps = paymentSetup([['asha', 'req1', 'other']]);
    deps.db.write('requests/asha/req1/amountInr', 4500);
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toMatch(/^failed-precondition: Custom plan/);
    deps.db.write('requests/asha/req1/quotedAt', deps.clock.now());
    expect((await createOrder(deps, asha, { requestId: 'req1' })).amount).toBe(450_000);
    expect(deps.gateway.created[0]).toMatchObject({ amount: 450_000 });
  });

  it("cannot reach another user's request (not found, nothing leaks)", async () => {
    const deps = paymentSetup([['ravi', 'req9']]);
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req9' }))).toBe('not-found: Request not found.');
  });

  it('refuses paid requests, unknown plans, bad input and unverified password accounts', async () => {
    const deps = paymentSetup([
      ['asha', 'req1'],
      ['asha', 'req2', 'gold'],
    ]);
    deps.db.write('requests/asha/req1/paymentStatus', 'paid');
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toBe(
      'failed-precondition: This request is already paid.',
    );
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req2' }))).toMatch(
      /^failed-precondition: This request has an unknown plan/,
    );
    expect(await codeOf(createOrder(deps, asha, {}))).toBe('invalid-argument: requestId is required.');
    expect(await codeOf(createOrder(deps, asha, { requestId: '../x' }))).toBe(
      'invalid-argument: requestId is required.',
    );
    expect(await codeOf(createOrder(deps, asha, null))).toBe('invalid-argument: requestId is required.');
  });

  it('answers unavailable when Razorpay fails, and stores nothing', async () => {
    const deps = paymentSetup();
    deps.gateway.failWith = new GatewayError('Razorpay answered 401', 401, 'BAD_REQUEST_ERROR');
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toMatch(/^unavailable: /);
    expect(deps.db.read('orders')).toBeNull();
    // The failed attempt leaves no claim behind: the next call tries Razorpay again at once.
    deps.gateway.failWith = null;
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toBe('ok');
    expect(deps.gateway.created).toHaveLength(1);
  });
});

describe('createOrder reuses the open order and limits calls', () => {
  const withoutWaiting = <T extends object>(deps: T) => ({ ...deps, sleep: async () => undefined });

  it('25 calls in a row make one Razorpay order: 10 answered with it, 15 refused', async () => {
    const deps = withoutWaiting(paymentSetup());
    const answers: string[] = [];
    for (let call = 0; call < 25; call += 1) {
      try {
        answers.push((await createOrder(deps, asha, { requestId: 'req1' })).orderId);
      } catch (error) {
        answers.push(`${(error as { code: string }).code}: ${(error as Error).message}`);
      }
      deps.clock.advance(1000);
    }
    expect(deps.gateway.created).toHaveLength(1);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('order_Fake0000000001'));
    expect(answers.slice(10)).toEqual(
      Array(15).fill('resource-exhausted: Too many payment attempts. Please wait 10 minutes and try again.'),
    );
  });

  it('25 simultaneous calls make one Razorpay order too', async () => {
    const deps = withoutWaiting(paymentSetup());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, () => createOrder(deps, asha, { requestId: 'req1' })),
    );
    expect(deps.gateway.created).toHaveLength(1);
    const orderIds = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.orderId] : []));
    expect(new Set(orderIds)).toEqual(new Set(['order_Fake0000000001']));
  });

  it('makes a new order once the open one is paid, for another request, or after the window', async () => {
    const deps = withoutWaiting(
      paymentSetup([
        ['asha', 'req1'],
        ['asha', 'req2'],
      ]),
    );
    const first = await createOrder(deps, asha, { requestId: 'req1' });
    expect((await createOrder(deps, asha, { requestId: 'req2' })).orderId).not.toBe(first.orderId);
    deps.db.write(`orders/${first.orderId}/status`, 'paid');
    expect((await createOrder(deps, asha, { requestId: 'req1' })).orderId).not.toBe(first.orderId);
    expect(deps.gateway.created).toHaveLength(3);
  });

  it('counts each account on its own and frees the window after ten minutes', async () => {
    const deps = withoutWaiting(
      paymentSetup([
        ['asha', 'req1'],
        ['ravi', 'req9'],
      ]),
    );
    for (let call = 0; call < 10; call += 1) await createOrder(deps, asha, { requestId: 'req1' });
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toMatch(/^resource-exhausted/);
    expect(await codeOf(createOrder(deps, caller('ravi'), { requestId: 'req9' }))).toBe('ok');
    deps.clock.advance(10 * 60_000 + 1);
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toBe('ok');
    expect(deps.gateway.created).toHaveLength(2);
  });
});

describe('createOrder for a custom-plan request (quoted by support)', () => {
  it('charges the quoted amountInr once quotedAt is set, and reuses the order until the quote changes', async () => {
    const deps = paymentSetup([['asha', 'req1', 'other']]);
    deps.db.write('requests/asha/req1/amountInr', 499);
    expect(await codeOf(createOrder(deps, asha, { requestId: 'req1' }))).toBe(
      'failed-precondition: Custom plan. Support will contact you for payment.',
    );
    deps.db.write('requests/asha/req1/quotedAt', deps.clock.now());
    const first = await createOrder(deps, asha, { requestId: 'req1' });
    expect(first).toMatchObject({ amount: 49900 });
    expect(deps.db.read(`orders/${first.orderId}`)).toMatchObject({ planId: 'other', amount: 49900 });
    expect((await createOrder(deps, asha, { requestId: 'req1' })).orderId).toBe(first.orderId);
    deps.db.write('requests/asha/req1/amountInr', 599);
    const requoted = await createOrder(deps, asha, { requestId: 'req1' });
    expect(requoted).toMatchObject({ amount: 59900 });
    expect(requoted.orderId).not.toBe(first.orderId);
  });
});
