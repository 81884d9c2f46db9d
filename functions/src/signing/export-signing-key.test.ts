import { testKeyring } from '../__tests__/keyring.js';
import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, codeOf, ManualClock, NOW } from '../__tests__/fixtures.js';
import { testKey } from '../engine/__tests__/support/test-key.js';
import { certificateFingerprint, importPkcs12 } from '../engine/index.js';
import { apkEngine } from '../engine-pool/direct-engine.js';
import { signingKeyFor } from './signing-keys.js';
import { newExportId } from '../platform/ids.js';
import { exportSigningKey, type KeyExportDeps } from './export-signing-key.js';
import { WEAK_PASSWORD_MESSAGE } from '../contracts/common-passwords.js';

const PACKAGE = 'in.example.shop';
const PASSWORD = 'correct horse battery';

async function setup(engine: KeyExportDeps['engine'] = new FakeEngine()) {
  const db = new MemoryDb();
  const deps = {
    db,
    clock: new ManualClock(),
    engine,
    keyring: testKeyring(),
    exportsPerDay: 5,
    newExportId,
  };
  const keyEngine = { generateSigningKey: async () => testKey() };
  const signing = await signingKeyFor({ ...deps, engine: keyEngine }, 'asha', PACKAGE, { commonName: PACKAGE }, NOW);
  return { deps, signing };
}

const asha = caller('asha');
const errorOf = async (run: Promise<unknown>) => {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return `${(error as { code: string }).code}: ${(error as Error).message}`;
  }
};

describe('exportSigningKey', () => {
  it('returns the caller key as a PKCS#12 file that opens with their password, named <package>.p12', async () => {
    const { deps, signing } = await setup(apkEngine);
    const result = await exportSigningKey(deps, asha, { packageName: PACKAGE, password: PASSWORD });

    expect(result).toMatchObject({
      fileName: 'in.example.shop.p12',
      alias: 'apkforge',
      certificateSha256: signing.certificateSha256,
      exportedAt: NOW,
    });
    const opened = importPkcs12(new Uint8Array(Buffer.from(result.pkcs12Base64, 'base64')), PASSWORD);
    expect(certificateFingerprint(opened.certificate)).toBe(signing.certificateSha256);
    expect(Buffer.from(opened.privateKeyPkcs8)).toEqual(Buffer.from(testKey().privateKeyPkcs8));
    expect(() => importPkcs12(new Uint8Array(Buffer.from(result.pkcs12Base64, 'base64')), 'wrong password!')).toThrow();
    // The plain key is nowhere in what leaves.
    expect(Buffer.from(result.pkcs12Base64, 'base64').includes(Buffer.from(testKey().privateKeyPkcs8))).toBe(false);
  });

  it('records who exported which certificate when, and shows it on the package summary', async () => {
    const { deps, signing } = await setup();
    await exportSigningKey(deps, asha, { packageName: PACKAGE, password: PASSWORD });
    deps.clock.advance(60_000);
    await exportSigningKey(deps, asha, { packageName: PACKAGE, password: PASSWORD });

    const records = Object.values(deps.db.read('keyExports/asha') as Record<string, Record<string, unknown>>);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      at: NOW,
      atISO: new Date(NOW).toISOString(),
      packageName: PACKAGE,
      certificateSha256: signing.certificateSha256,
      email: 'asha@example.com',
      signInProvider: 'password',
    });
    expect(deps.db.read('packages/asha/in,example,shop')).toMatchObject({
      packageName: PACKAGE,
      certificateSha256: signing.certificateSha256,
      lastExportedAt: NOW + 60_000,
      exportCount: 2,
    });
  });

  it("completes a summary a build's site confirmation started, keeping the confirmation", async () => {
    const { deps, signing } = await setup();
    deps.db.write('packages/asha/in,example,shop', { packageName: PACKAGE, siteConfirmedAt: NOW - 1000 });
    await exportSigningKey(deps, asha, { packageName: PACKAGE, password: PASSWORD });
    expect(deps.db.read('packages/asha/in,example,shop')).toEqual({
      packageName: PACKAGE,
      siteConfirmedAt: NOW - 1000,
      certificateSha256: signing.certificateSha256,
      lastVersionCode: 0,
      createdAt: NOW,
      lastExportedAt: NOW,
      exportCount: 1,
      updatedAt: NOW,
    });
  });

  it('needs a sign-in within the last five minutes, like account deletion', async () => {
    const { deps } = await setup();
    const stale = caller('asha', { authTimeSeconds: NOW / 1000 - 301 });
    expect(await errorOf(exportSigningKey(deps, stale, { packageName: PACKAGE, password: PASSWORD }))).toBe(
      'failed-precondition: Please sign in again to confirm, then retry.',
    );
    expect(deps.db.read('keyExports')).toBeNull();
  });

  it('refuses a password shorter than 10 characters, counted as typed', async () => {
    const { deps } = await setup();
    for (const password of ['', 'short', '123456789', 'é'.repeat(9), undefined, 12345678901]) {
      expect(await errorOf(exportSigningKey(deps, asha, { packageName: PACKAGE, password }))).toBe(
        'invalid-argument: Choose a password of at least 10 characters to protect the key file.',
      );
    }
    expect(await codeOf(exportSigningKey(deps, asha, { packageName: PACKAGE, password: '😀🍕🌵🚲🎈😀🍕🌵🚲🎈' }))).toBe(
      'ok',
    );
    expect(await codeOf(exportSigningKey(deps, asha, { packageName: PACKAGE, password: 'x'.repeat(129) }))).toBe(
      'invalid-argument',
    );
  });

  it('refuses the most common passwords and patterned ones (the list the web form shares)', async () => {
    const { deps } = await setup();
    for (const password of ['aaaaaaaaaa', 'Password123', '1234567890', 'QWERTYUIOP', 'abcabcabca', 'zyxwvutsrqpo']) {
      expect(await errorOf(exportSigningKey(deps, asha, { packageName: PACKAGE, password }))).toBe(
        `invalid-argument: ${WEAK_PASSWORD_MESSAGE}`,
      );
    }
  });

  it("never exports another user's key: their package is unknown to the caller", async () => {
    const { deps } = await setup();
    expect(await errorOf(exportSigningKey(deps, caller('ravi'), { packageName: PACKAGE, password: PASSWORD }))).toBe(
      'not-found: You have no signing key for in.example.shop yet: it is made with its first build.',
    );
    expect(await codeOf(exportSigningKey(deps, asha, { packageName: 'in.example.other', password: PASSWORD }))).toBe(
      'not-found',
    );
    for (const packageName of ['', 'shop', '../signingKeys/ravi', 'in.example.shop/x', 42]) {
      expect(await codeOf(exportSigningKey(deps, asha, { packageName, password: PASSWORD }))).toBe('invalid-argument');
    }
    expect(deps.db.read('keyExports')).toBeNull();
  });

  it('allows 5 exports in any 24 hours', async () => {
    const { deps } = await setup();
    // Each export is made right after a fresh sign-in.
    const fresh = () => caller('asha', { authTimeSeconds: Math.floor(deps.clock.now() / 1000) });
    const input = { packageName: PACKAGE, password: PASSWORD };
    for (let i = 0; i < 5; i += 1) {
      expect(await codeOf(exportSigningKey(deps, fresh(), input))).toBe('ok');
      deps.clock.advance(60 * 60 * 1000);
    }
    expect(await errorOf(exportSigningKey(deps, fresh(), input))).toBe(
      'resource-exhausted: You can export signing keys 5 times a day. Please try again in 19 hours.',
    );
    deps.clock.advance(19 * 60 * 60 * 1000);
    expect(await codeOf(exportSigningKey(deps, fresh(), input))).toBe('ok');
    expect(Object.keys(deps.db.read('keyExports/asha') as object)).toHaveLength(6);
  });

  it('refuses unverified accounts, and a key that does not open', async () => {
    const { deps } = await setup();
    const unverified = caller('asha', { emailVerified: false });
    expect(await codeOf(exportSigningKey(deps, unverified, { packageName: PACKAGE, password: PASSWORD }))).toBe(
      'permission-denied',
    );
    deps.db.write('signingKeys/asha/in,example,shop/sealed', 'AAAA.BBBB.CCCC');
    expect(await codeOf(exportSigningKey(deps, asha, { packageName: PACKAGE, password: PASSWORD }))).toBe('internal');
    expect(deps.db.read('keyExports')).toBeNull();
  });
});
