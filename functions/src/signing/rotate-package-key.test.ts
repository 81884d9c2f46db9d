import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { NOW } from '../__tests__/fixtures.js';
import { testKeyring } from '../__tests__/keyring.js';
import { rotatedTestKey, testKey } from '../engine/__tests__/support/test-key.js';
import { certificateFingerprint, verifyApk } from '../engine/index.js';
import { apkEngine } from '../engine-pool/direct-engine.js';
import { storedList, type PackageRecord } from '../contracts/packages.js';
import type { SigningKeyRecord } from './signing-key-record.js';
import { rotatePackageKey } from './rotate-package-key.js';
import { signingKeyFor } from './signing-keys.js';

const PACKAGE = 'in.example.shop';
const PATH = 'signingKeys/asha/in,example,shop';

async function setup(engine: FakeEngine | typeof apkEngine = new FakeEngine()) {
  const deps = { db: new MemoryDb(), engine, keyring: testKeyring() };
  const first = await signingKeyFor(deps, 'asha', PACKAGE, { commonName: PACKAGE }, NOW);
  return { deps, first };
}

const errorOf = (run: Promise<unknown>) =>
  run.then(
    () => 'ok',
    (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
  );

describe('rotatePackageKey', () => {
  it('swaps in a new key carrying the lineage, keeps the counter, and builds use it from then on', async () => {
    const { deps, first } = await setup();
    await deps.db.transaction<SigningKeyRecord>(PATH, (r) => (r ? { ...r, lastVersionCode: 7 } : r));
    const outcome = await rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 1);
    expect(outcome.rotated).toBe(true);
    expect(outcome.certificateSha256).not.toBe(first.certificateSha256);
    expect(outcome.lineageSha256).toEqual([first.certificateSha256, outcome.certificateSha256]);
    const record = deps.db.read(PATH) as SigningKeyRecord;
    expect(record).toMatchObject({
      certificateSha256: outcome.certificateSha256,
      lastVersionCode: 7,
      rotatedAt: NOW + 1,
    });
    expect(record.pendingRotation).toBeUndefined();
    const summary = deps.db.read('packages/asha/in,example,shop') as PackageRecord;
    expect(summary.certificateSha256).toBe(outcome.certificateSha256);
    expect(storedList(summary.lineageSha256)).toEqual(outcome.lineageSha256);
    const next = await signingKeyFor(deps, 'asha', PACKAGE, { commonName: PACKAGE }, NOW + 2);
    expect(next.certificateSha256).toBe(outcome.certificateSha256);
    expect(next.key.rotation?.originalKey.certificate).toEqual(first.key.certificate);
  });

  it('a retry after it finished changes nothing; a second rotation extends the lineage', async () => {
    const { deps, first } = await setup();
    const done = await rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 1);
    const again = await rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 2);
    expect(again).toEqual({
      rotated: false,
      certificateSha256: done.certificateSha256,
      lineageSha256: done.lineageSha256,
    });
    expect(deps.engine instanceof FakeEngine && deps.engine.generated).toHaveLength(2);
    const second = await rotatePackageKey(deps, 'asha', PACKAGE, undefined, NOW + 3);
    expect(second.lineageSha256).toEqual([...done.lineageSha256, second.certificateSha256]);
  });

  it('interrupted after the next key was stored, a retry completes the same rotation with that key', async () => {
    const { deps, first } = await setup();
    // The swap's transaction fails once: the first attempt dies with the pending key written.
    let transactions = 0;
    const transaction = deps.db.transaction.bind(deps.db);
    deps.db.transaction = (async (path: string, update: never) => {
      transactions += 1;
      if (transactions === 2) throw new Error('network lost');
      return transaction(path, update);
    }) as typeof deps.db.transaction;
    await expect(rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 1)).rejects.toThrow(/network/);
    const interrupted = deps.db.read(PATH) as SigningKeyRecord;
    // The package still has its usable key, and the next one waits beside it.
    expect(interrupted.certificateSha256).toBe(first.certificateSha256);
    const pending = interrupted.pendingRotation!;
    expect(pending.fromCertificateSha256).toBe(first.certificateSha256);
    expect((await signingKeyFor(deps, 'asha', PACKAGE, { commonName: PACKAGE }, NOW + 2)).certificateSha256).toBe(
      first.certificateSha256,
    );
    const retried = await rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 3);
    expect(retried.certificateSha256).toBe(pending.certificateSha256);
  });

  it('refuses a package without a key and a key that moved since support looked, naming why', async () => {
    const { deps } = await setup();
    expect(await errorOf(rotatePackageKey(deps, 'asha', 'in.example.none', undefined, NOW))).toBe(
      'not-found: in.example.none has no signing key to rotate.',
    );
    expect(await errorOf(rotatePackageKey(deps, 'asha', PACKAGE, 'AA:BB', NOW))).toBe(
      'failed-precondition: The key has changed since you looked: reload and check before rotating again.',
    );
  });

  it('with the real engine: the rotated key builds an APK whose v3 lineage leads from the old certificate', async () => {
    const engine = { ...apkEngine, generateSigningKey: async () => testKey() };
    const { deps, first } = await setup(engine as typeof apkEngine);
    deps.engine = { ...engine, generateSigningKey: async () => rotatedTestKey() } as typeof apkEngine;
    const outcome = await rotatePackageKey(deps, 'asha', PACKAGE, first.certificateSha256, NOW + 1);
    expect(outcome.lineageSha256).toEqual([
      certificateFingerprint(testKey().certificate),
      certificateFingerprint(rotatedTestKey().certificate),
    ]);
    const signing = await signingKeyFor(deps, 'asha', PACKAGE, { commonName: PACKAGE }, NOW + 2);
    const apk = await apkEngine.buildApk(
      { url: 'https://shop.example.in', appName: 'Shop', packageName: PACKAGE },
      signing.key,
    );
    expect(verifyApk(apk.bytes)).toMatchObject({ ok: true, lineageSha256: outcome.lineageSha256 });
  });
});
