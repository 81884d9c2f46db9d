import { checkoutSignature } from '../payments/signatures.js';
import { FakeGateway } from './fakes/fake-gateway.js';
import { MemoryDb } from './fakes/memory-db.js';
import { ManualClock, unpaidRequest } from './fixtures.js';

export const KEY_SECRET = 'test-key-secret';
export const WEBHOOK_SECRET = 'test-webhook-secret';

/** A database holding one unpaid request per given (uid, requestId, planId) and the payment deps around it. */
export function paymentSetup(requests: [uid: string, requestId: string, planId?: string][] = [['asha', 'req1']]) {
  const db = new MemoryDb();
  for (const [uid, requestId, planId] of requests) db.write(`requests/${uid}/${requestId}`, unpaidRequest(requestId, planId));
  const clock = new ManualClock();
  const gateway = new FakeGateway();
  return { db, clock, gateway, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET };
}

export function checkoutResult(orderId: string, paymentId: string, secret = KEY_SECRET) {
  return { razorpayOrderId: orderId, razorpayPaymentId: paymentId, razorpaySignature: checkoutSignature(secret, orderId, paymentId) };
}

export async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
}
