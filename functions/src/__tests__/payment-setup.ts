import { requestPath } from '../contracts/database-paths.js';
import type { OrderRecord } from '../contracts/payment-records.js';
import type { SellerDetails } from '../contracts/invoices.js';
import type { ReceiptDeps } from '../payments/payment-received.js';
import { checkoutSignature } from '../payments/signatures.js';
import { FakeGateway } from './fakes/fake-gateway.js';
import { fulfilmentDeps } from './fulfilment-setup.js';
import { MemoryDb } from './fakes/memory-db.js';
import { ManualClock, unpaidRequest } from './fixtures.js';

const KEY_SECRET = 'test-key-secret';
export const WEBHOOK_SECRET = 'test-webhook-secret';

/** A database holding one unpaid request per given (uid, requestId, planId) and the payment deps around it. */
export function paymentSetup(requests: [uid: string, requestId: string, planId?: string][] = [['asha', 'req1']]) {
  const db = new MemoryDb();
  for (const [uid, requestId, planId] of requests)
    db.write(requestPath(uid, requestId), unpaidRequest(requestId, planId));
  const clock = new ManualClock();
  const gateway = new FakeGateway();
  const fulfilment = fulfilmentDeps({ db, clock });
  const receipts: ReceiptDeps = { db, clock, events: fulfilment.events, seller: DEMO_SELLER, invoicePrefix: 'AF' };
  return { db, clock, gateway, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, fulfilment, receipts };
}

/** The seller the receipts of the tests name (a GSTIN whose check character holds: 29 is Karnataka). */
export const DEMO_SELLER: SellerDetails = {
  legalName: 'Apkforge Demo Private Limited',
  address: ['1 Demo Street', 'Bengaluru 560001', 'Karnataka, India'],
  gstin: '29AAACA0000A1ZU',
  stateCode: '29',
  stateName: 'Karnataka',
  email: 'billing@apkforge.dev',
};

export function checkoutResult(orderId: string, paymentId: string, secret = KEY_SECRET) {
  return {
    razorpayOrderId: orderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: checkoutSignature(secret, orderId, paymentId),
  };
}

export async function codeOf(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
}

/** asha's order for req1 (aab_bundle, 39 INR) as createOrder stores it. */
export function storedOrder(orderId: string, createdAt: number, overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId,
    uid: 'asha',
    requestId: 'req1',
    planId: 'aab_bundle',
    amount: 3900,
    currency: 'INR',
    status: 'created',
    createdAt,
    ...overrides,
  };
}
