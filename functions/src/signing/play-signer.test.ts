import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, ManualClock, NOW } from '../__tests__/fixtures.js';
import { testKeyring } from '../__tests__/keyring.js';
import { VERIFICATION_TOKEN_HELP } from '../contracts/developer-verification.js';
import { newExportId } from '../platform/ids.js';
import { exportSigningKey } from './export-signing-key.js';
import { setPackageSigner } from './package-signer.js';
import { exportKeyForPlay } from './play-key-upload.js';
import { signingKeyFor } from './signing-keys.js';
import { buildVerificationProof } from './verification-proof.js';

const PACKAGE = 'in.example.shop';
const PEM = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n';
const asha = caller('asha');

async function setup() {
  const engine = new FakeEngine();
  const deps = {
    db: new MemoryDb(),
    clock: new ManualClock(),
    keyring: testKeyring(),
    engine,
    exportsPerDay: 5,
    newExportId,
  };
  const signing = await signingKeyFor(deps, 'asha', PACKAGE, { commonName: PACKAGE }, NOW);
  deps.db.write('builds/asha/b1', {
    url: 'https://shop.example.in/',
    appName: 'Shop',
    packageName: PACKAGE,
    createdAt: NOW,
  });
  return { deps, engine, signing };
}

const errorOf = (run: Promise<unknown>) =>
  run.then(
    () => 'ok',
    (error: { code?: string; message?: string }) => `${error.code}: ${error.message}`,
  );

describe('setPackageSigner', () => {
  it("'own' makes the upload key once and shows its certificate; choosing again keeps it", async () => {
    const { deps, engine, signing } = await setup();
    const own = await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' });
    expect(own.signer).toBe('own');
    expect(own.uploadCertificateSha256).not.toBe(signing.certificateSha256);
    expect(await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' })).toEqual(own);
    expect(engine.generated).toHaveLength(2);
    expect(deps.db.read('packages/asha/in,example,shop')).toMatchObject({
      signer: 'own',
      uploadCertificateSha256: own.uploadCertificateSha256,
      certificateSha256: signing.certificateSha256,
    });
    expect(await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'play' })).toEqual({
      signer: 'play',
      uploadCertificateSha256: null,
    });
  });

  it('refuses an unknown choice and a package the caller does not have', async () => {
    const { deps } = await setup();
    expect(await errorOf(setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'google' }))).toBe(
      'invalid-argument: signer must be "play" or "own".',
    );
    expect(await errorOf(setPackageSigner(deps, caller('ravi'), { packageName: PACKAGE, signer: 'own' }))).toBe(
      `not-found: You have no signing key for ${PACKAGE} yet: it is made with its first build.`,
    );
  });
});

describe('exportKeyForPlay', () => {
  it('needs "Play uses my key" first, then encrypts the APK key (not the upload key) and counts the export', async () => {
    const { deps, signing } = await setup();
    expect(await errorOf(exportKeyForPlay(deps, asha, { packageName: PACKAGE, encryptionKey: PEM }))).toBe(
      'failed-precondition: Choose "Play uses my key" for this app first, then make the file for Play.',
    );
    await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' });
    const result = await exportKeyForPlay(deps, asha, { packageName: PACKAGE, encryptionKey: PEM });
    expect(result).toMatchObject({
      fileName: 'in.example.shop-play-key.zip',
      certificateSha256: signing.certificateSha256,
    });
    const file = JSON.parse(Buffer.from(result.zipBase64, 'base64').toString()) as { certificate: string };
    expect(file.certificate).toBe(Buffer.from(signing.key.certificate).toString('base64'));
    expect(Object.values(deps.db.read('keyExports/asha') as Record<string, { kind: string }>)[0]?.kind).toBe('play');
  });

  it('names the field of a malformed encryption key, and wants a recent sign-in', async () => {
    const { deps } = await setup();
    await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' });
    expect(await errorOf(exportKeyForPlay(deps, asha, { packageName: PACKAGE, encryptionKey: 'hello' }))).toBe(
      'invalid-argument: encryptionKey: The Play encryption key is malformed.',
    );
    expect(await errorOf(exportKeyForPlay(deps, asha, { packageName: PACKAGE, encryptionKey: '' }))).toMatch(
      /^invalid-argument: encryptionKey:/,
    );
    const stale = caller('asha', { authTimeSeconds: Math.floor(NOW / 1000) - 3600 });
    expect(await errorOf(exportKeyForPlay(deps, stale, { packageName: PACKAGE, encryptionKey: PEM }))).toMatch(
      /^failed-precondition: Please sign in again/,
    );
  });
});

describe('exportSigningKey of the upload key', () => {
  it('exports the upload key once it exists, and says how to get one before', async () => {
    const { deps } = await setup();
    const input = { packageName: PACKAGE, password: 'correct horse battery', key: 'upload' };
    expect(await errorOf(exportSigningKey(deps, asha, input))).toBe(
      'not-found: This app has no separate upload key: choose "Play uses my key" to make one.',
    );
    const own = await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' });
    expect((await exportSigningKey(deps, asha, input)).certificateSha256).toBe(own.uploadCertificateSha256);
  });
});

describe('buildVerificationProof', () => {
  it("builds the package's newest app with the token, signed by the chosen key, never as a release", async () => {
    const { deps, engine, signing } = await setup();
    const proof = await buildVerificationProof(deps, asha, { packageName: PACKAGE, token: ' Tok3n-12345 ' });
    expect(proof).toMatchObject({
      fileName: 'in.example.shop-verification.apk',
      certificateSha256: signing.certificateSha256,
    });
    expect(engine.proofs[0]).toMatchObject({
      token: 'Tok3n-12345',
      config: { url: 'https://shop.example.in/', appName: 'Shop', packageName: PACKAGE, versionCode: 1 },
    });
    // No versionCode taken, nothing listed among builds.
    expect(deps.db.read('signingKeys/asha/in,example,shop/lastVersionCode')).toBeNull();
    expect(Object.keys(deps.db.read('builds/asha') as object)).toEqual(['b1']);
    expect(await errorOf(buildVerificationProof(deps, asha, { packageName: PACKAGE, token: 'two words' }))).toBe(
      `invalid-argument: ${VERIFICATION_TOKEN_HELP}`,
    );
    expect(
      await errorOf(buildVerificationProof(deps, asha, { packageName: PACKAGE, token: 'Tok3n-12345', key: 'upload' })),
    ).toBe('failed-precondition: This app has no separate upload key: choose "Play uses my key" to make one.');
    const own = await setPackageSigner(deps, asha, { packageName: PACKAGE, signer: 'own' });
    const upload = await buildVerificationProof(deps, asha, {
      packageName: PACKAGE,
      token: 'Tok3n-12345',
      key: 'upload',
    });
    expect(upload.certificateSha256).toBe(own.uploadCertificateSha256);
  });
});
