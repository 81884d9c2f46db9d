import { localBrandGuard } from '../abuse/local-brand-guard.js';
import { requestPath } from '../contracts/database-paths.js';
import type { SealingKeyring } from '../signing/seal.js';
import type { FulfilmentDeps } from '../fulfilment/fulfilment-deps.js';
import { FakeEngine } from './fakes/fake-engine.js';
import { MemoryDb } from './fakes/memory-db.js';
import { MemoryFiles } from './fakes/memory-files.js';
import { ManualClock, NOW, unpaidRequest } from './fixtures.js';
import { testKeyring } from './keyring.js';

/** Fulfilment's dependencies over the in-memory fakes; claim ids count up so tests can tell runs apart. */
export function fulfilmentDeps(
  overrides: Partial<{
    db: MemoryDb;
    files: MemoryFiles;
    engine: FakeEngine;
    clock: ManualClock;
    keyring: SealingKeyring;
  }> = {},
) {
  let claims = 0;
  const base = {
    db: new MemoryDb(),
    files: new MemoryFiles(),
    engine: new FakeEngine(),
    clock: new ManualClock(),
    keyring: testKeyring(),
    reputation: localBrandGuard(),
    newClaimId: () => `claim${(claims += 1)}`,
    notificationsOrigin: 'https://apkforge.test',
    ...overrides,
  };
  const deps = { ...base, events: { db: base.db, clock: base.clock, dashboardUrl: 'http://app.test/dashboard' } };
  return deps satisfies FulfilmentDeps;
}

/** A request as markRequestPaid leaves it: paid, still Queued at progress 0. */
export function paidRequest(requestId: string, planId: string, fields: Record<string, unknown> = {}) {
  return {
    ...unpaidRequest(requestId, planId),
    paymentStatus: 'paid',
    razorpayPaymentId: 'pay_Test00000001',
    razorpayOrderId: 'order_Test0000001',
    paidAt: NOW,
    ...fields,
  };
}

export function seedPaidRequest(
  db: MemoryDb,
  uid: string,
  requestId: string,
  planId: string,
  fields: Record<string, unknown> = {},
) {
  db.write(requestPath(uid, requestId), paidRequest(requestId, planId, fields));
}
