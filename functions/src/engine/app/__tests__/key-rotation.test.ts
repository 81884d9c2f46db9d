import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apksignerLineage, apksignerVerify, tools, updateCheck } from '../../__tests__/support/android-tools.js';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { expectGolden, GOLDEN_CASES } from '../../__tests__/support/golden.js';
import { rotatedTestKey, testKey } from '../../__tests__/support/test-key.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { generateSigningKey, readKeyLineage, rotateSigningKey, SigningKeyError, verifyApk } from '../../index.js';
import { buildApk } from '../build-apk.js';

const dir = mkdtempSync(join(tmpdir(), 'rotation-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = { url: 'https://shop.example.in/', appName: 'Rotating Shop', versionCode: 3 };
const hex = (der: Uint8Array) => certificateFingerprint(der).replace(/:/g, '').toLowerCase();

describe('rotateSigningKey: the next key with the proof the current one signed', () => {
  it('carries the lineage old -> new and the original key; a second rotation keeps the whole history', async () => {
    const rotated = rotateSigningKey(testKey(), rotatedTestKey());
    expect(rotated.certificate).toEqual(rotatedTestKey().certificate);
    expect(rotated.rotation?.originalKey).toEqual(testKey());
    expect(readKeyLineage(rotated.rotation!.lineage).map((c) => c.sha256)).toEqual([
      certificateFingerprint(testKey().certificate),
      certificateFingerprint(rotatedTestKey().certificate),
    ]);
    const third = await generateSigningKey({ commonName: 'Third' });
    const again = rotateSigningKey(rotated, third);
    expect(again.rotation?.originalKey).toEqual(testKey());
    expect(readKeyLineage(again.rotation!.lineage)).toHaveLength(3);
  });

  it('refuses to rotate to the same key, and a lineage that does not belong to the key', async () => {
    expect(() => rotateSigningKey(testKey(), testKey())).toThrow(SigningKeyError);
    const rotated = rotateSigningKey(testKey(), rotatedTestKey());
    const stolen = { ...testKey(), rotation: rotated.rotation! };
    await expect(buildApk(config, stolen, fakeDex())).rejects.toThrow(/does not end with the certificate/);
    const damaged = rotated.rotation!.lineage.slice();
    damaged[damaged.length - 5]! ^= 1;
    expect(() => readKeyLineage(damaged)).toThrow(SigningKeyError);
  });

  it('builds an APK whose v3 carries the lineage and whose v2 keeps the original key (golden bytes)', async () => {
    const rotated = rotateSigningKey(testKey(), rotatedTestKey());
    const [, golden] = GOLDEN_CASES[0]!;
    const apk = await buildApk(golden(), rotated, fakeDex());
    expect(apk.certificateSha256).toBe(certificateFingerprint(rotatedTestKey().certificate));
    expect(verifyApk(apk.bytes)).toEqual({
      ok: true,
      schemes: { v1: false, v2: true, v3: true },
      issues: [],
      certificateSha256: certificateFingerprint(rotatedTestKey().certificate),
      lineageSha256: [certificateFingerprint(testKey().certificate), apk.certificateSha256],
    });
    expectGolden('no-icon-rotated.apk', apk.bytes, apk.sha256);
  });
});

describe.skipIf(tools.apksigner.skip || tools.java.skip)('a rotated key and apksigner', () => {
  it('verifies before and after the rotation, shows the lineage, and the update installs over the old APK', async () => {
    const before = join(dir, 'before.apk');
    const after = join(dir, 'after.apk');
    const stranger = join(dir, 'stranger.apk');
    writeFileSync(before, (await buildApk(config, testKey())).bytes);
    const rotated = rotateSigningKey(testKey(), rotatedTestKey());
    writeFileSync(after, (await buildApk({ ...config, versionCode: 4 }, rotated)).bytes);
    writeFileSync(stranger, (await buildApk({ ...config, versionCode: 4 }, rotatedTestKey())).bytes);
    // Before the rotation v2 and v3 by one key (build-apk.ts signAppEntries), after it v2 with the first key and v3 with
    // the lineage.
    const [beforeVerdict, afterVerdict] = [await apksignerVerify(before), await apksignerVerify(after)];
    expect(beforeVerdict, beforeVerdict.output).toMatchObject({ verifies: true, v2: true, v3: true, warnings: [] });
    expect(afterVerdict, afterVerdict.output).toMatchObject({ verifies: true, v2: true, v3: true, warnings: [] });
    const lineage = await apksignerLineage(after);
    expect(lineage.sha256, lineage.output).toEqual([hex(testKey().certificate), hex(rotatedTestKey().certificate)]);
    const update = await updateCheck(before, after);
    expect(update.output).toMatch(/api 24-27 same signer: true/);
    expect(update.output).toMatch(/installed signer in lineage: true/);
    expect(update.ok, update.output).toBe(true);
    // The new key without the proof: Android refuses the update everywhere.
    const refused = await updateCheck(before, stranger);
    expect(refused.ok, refused.output).toBe(false);
  });
});
