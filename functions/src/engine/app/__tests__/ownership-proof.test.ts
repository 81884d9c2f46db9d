import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADI_REGISTRATION_ASSET } from '../../../contracts/developer-verification.js';
import { aaptBadging, apksignerVerify, tools } from '../../__tests__/support/android-tools.js';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { rotatedTestKey, testKey } from '../../__tests__/support/test-key.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { ApkConfigError, rotateSigningKey, verifyApk } from '../../index.js';
import { buildApk } from '../build-apk.js';
import { buildOwnershipProofApk } from '../ownership-proof.js';

const dir = mkdtempSync(join(tmpdir(), 'proof-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = { url: 'https://shop.example.in/', appName: 'Verified Shop' };
const TOKEN = 'AbC-123_xyz.Token+/=';

describe('the ownership-proof APK of developer verification', () => {
  it('is the app signed with the key, plus assets/adi-registration.properties holding the token and a newline', async () => {
    const proof = await buildOwnershipProofApk(config, testKey(), `  ${TOKEN}\n`, fakeDex());
    const files = readZip(proof.bytes);
    expect(new TextDecoder().decode(files.get(ADI_REGISTRATION_ASSET))).toBe(`${TOKEN}\n`);
    const app = await buildApk(config, testKey(), fakeDex());
    expect(proof.packageName).toBe(app.packageName);
    expect(proof.certificateSha256).toBe(certificateFingerprint(testKey().certificate));
    expect(verifyApk(proof.bytes)).toMatchObject({ ok: true, schemes: { v2: true, v3: true }, issues: [] });
    // Everything else is the app's own content.
    const appFiles = readZip(app.bytes);
    expect([...files.keys()].filter((name) => name !== ADI_REGISTRATION_ASSET)).toEqual([...appFiles.keys()]);
  });

  it('is signed by the current key of a rotated package, lineage included', async () => {
    const proof = await buildOwnershipProofApk(config, rotateSigningKey(testKey(), rotatedTestKey()), TOKEN, fakeDex());
    expect(verifyApk(proof.bytes).lineageSha256).toHaveLength(2);
    expect(proof.certificateSha256).toBe(certificateFingerprint(rotatedTestKey().certificate));
  });

  it('refuses a token of the wrong shape, naming the field', async () => {
    for (const token of ['', 'short', 'has spaces in it', 'line\nbreak-token', 'x'.repeat(513), '"quoted-token"']) {
      await expect(buildOwnershipProofApk(config, testKey(), token, fakeDex())).rejects.toMatchObject({
        name: 'ApkConfigError',
        field: 'verificationToken',
      });
    }
    await expect(buildOwnershipProofApk(config, testKey(), 'no', fakeDex())).rejects.toBeInstanceOf(ApkConfigError);
  });
});

describe.skipIf(tools.apksigner.skip || tools.aapt.skip)('the ownership-proof APK and Google tools', () => {
  it('apksigner verifies it and aapt reads the package', async () => {
    const path = join(dir, 'proof.apk');
    const proof = await buildOwnershipProofApk(config, testKey(), TOKEN);
    writeFileSync(path, proof.bytes);
    expect((await apksignerVerify(path)).verifies).toBe(true);
    expect((await aaptBadging(path)).field('package')).toContain(`name='${proof.packageName}'`);
  });
});
