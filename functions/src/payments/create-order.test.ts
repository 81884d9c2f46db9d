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
  });
});
