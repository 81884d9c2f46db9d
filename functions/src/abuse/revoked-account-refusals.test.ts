import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { FakeGateway } from '../__tests__/fakes/fake-gateway.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, ManualClock, NOW } from '../__tests__/fixtures.js';
import { testKeyring } from '../__tests__/keyring.js';
import { REVOKED_ACCOUNT_MESSAGE } from '../contracts/abuse.js';
import { requestPath, revocationPath } from '../contracts/database-paths.js';
import { INITIAL_REQUEST_STATE } from '../contracts/requests.js';
import { createOrder } from '../payments/create-order.js';
import { newExportId } from '../platform/ids.js';
import { createRequest } from '../requests/create-request.js';
import { exportSigningKey } from '../signing/export-signing-key.js';
import { setPlaySigningCertificate } from '../signing/set-play-signing-certificate.js';
import { importSite } from '../sites/import/import-site.js';

const asha = caller('asha');

/** A database where support revoked asha, with a paid and an unpaid request of hers. */
function revokedDb(): MemoryDb {
  const db = new MemoryDb();
  db.write(revocationPath('asha'), { revokedAt: NOW, reason: 'phishing', actorUid: 'support-1' });
  db.write(requestPath('asha', 'r1'), { ...INITIAL_REQUEST_STATE, id: 'r1', planId: 'aab_bundle', amountInr: 39 });
  db.write(requestPath('asha', 'r2'), { ...INITIAL_REQUEST_STATE, id: 'r2', paymentStatus: 'paid' });
  return db;
}

async function refusal(run: (db: MemoryDb) => Promise<unknown>) {
  const db = revokedDb();
  const before = JSON.stringify(db.read(''));
  const error = await run(db).then(
    () => null,
    (e: unknown) => e as { code?: string; message?: string },
  );
  return { code: error?.code, message: error?.message, unchanged: JSON.stringify(db.read('')) === before };
}

const refused = { code: 'permission-denied', message: REVOKED_ACCOUNT_MESSAGE, unchanged: true };

describe('a revoked account (docs/api.md "Abuse controls") is refused before anything is written', () => {
  it('createRequest', async () => {
    const input = { url: 'https://shop.example.in', appName: 'Shop', email: 'a@example.com', planId: 'aab_bundle' };
    const deps = (db: MemoryDb) => {
      const clock = new ManualClock();
      // Nothing is sent: the refusal comes first (the outbox left untouched is part of 'unchanged').
      const events = { db, clock, dashboardUrl: 'http://localhost:5000/dashboard' };
      return { db, clock, newRequestId: () => 'r9', events };
    };
    expect(await refusal((db) => createRequest(deps(db), asha, input))).toEqual(refused);
  });

  it('createOrder: no order, so no money is taken for work that would be refused', async () => {
    const gateway = new FakeGateway();
    expect(
      await refusal((db) => createOrder({ db, clock: new ManualClock(), gateway }, asha, { requestId: 'r1' })),
    ).toEqual(refused);
    expect(gateway.created).toEqual([]);
  });

  it('importSite', async () => {
    const deps = (db: MemoryDb) => ({
      db,
      clock: new ManualClock(),
      engine: new FakeEngine(),
      fetch: () => Promise.reject(new Error('must not fetch')),
      allowLoopback: false,
    });
    expect(await refusal((db) => importSite(deps(db), asha, { url: 'https://shop.example.in' }))).toEqual(refused);
  });

  it('exportSigningKey and setPlaySigningCertificate', async () => {
    const exportDeps = (db: MemoryDb) => ({
      db,
      clock: new ManualClock(),
      engine: new FakeEngine(),
      keyring: testKeyring(),
      exportsPerDay: 5,
      newExportId,
    });
    const input = { packageName: 'in.example.shop', password: 'correct horse battery' };
    expect(await refusal((db) => exportSigningKey(exportDeps(db), asha, input))).toEqual(refused);
    const sha256 = Array.from({ length: 32 }, () => 'AB').join(':');
    expect(
      await refusal((db) =>
        setPlaySigningCertificate({ db, clock: new ManualClock() }, asha, { requestId: 'r2', sha256 }),
      ),
    ).toEqual(refused);
  });
});
