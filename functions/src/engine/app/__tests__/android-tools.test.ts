import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aaptBadging, aaptXmltree, apksignerVerify, tools } from '../../__tests__/support/android-tools.js';
import { apksignerVerifyAll } from '../../__tests__/support/apksigner-batch.js';
import { checkApks } from '../../__tests__/support/apk-expectations.js';
import { testImage } from '../../__tests__/support/test-images.js';
import { resourcePath } from '../../__tests__/support/resource-paths.js';
import { testKey, withSerial } from '../../__tests__/support/test-key.js';
import { buildApk, type AppConfig } from '../../index.js';

const dir = mkdtempSync(join(tmpdir(), 'apk-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sampleConfigs(): Promise<AppConfig[]> {
  return [
    { url: 'https://example.com', appName: 'Test App' },
    {
      url: 'http://shop.example.org:8080/a?b=c',
      appName: 'दुकान 🛒',
      labels: { en: 'Shop', 'pt-BR': 'Loja' },
      permissions: { camera: true, microphone: true, location: true },
    },
    {
      url: 'https://example.com',
      appName: 'It\'s "quoted" \\ and long '.repeat(7).slice(0, 190),
      orientation: 'landscape',
      themeColor: '#fe0',
    },
    {
      url: 'https://bücher.example/',
      appName: 'متجر الكتب',
      icon: await testImage({ width: 512, height: 512, format: 'png', variant: 'rgba' }),
    },
    {
      url: 'https://example.com',
      appName: 'JPEG icon',
      icon: await testImage({ width: 640, height: 480, format: 'jpeg', variant: 'progressive' }),
      versionCode: 2_100_000_000,
      versionName: '2.0-beta',
    },
    // Long Indic names: the resource table's value pool is then written in UTF-16 (smaller than UTF-8).
    {
      url: 'https://news.example.in',
      appName: 'हिन्दी समाचार '.repeat(12).trim(),
      labels: { mr: 'मराठी बातम्या '.repeat(8).trim(), ta: 'தமிழ் செய்திகள் '.repeat(6).trim() },
    },
  ];
}

describe.skipIf(tools.apksigner.skip)('apksigner on a sample APK', () => {
  it('verifies v2 and v3 for minSdk 24, without v1 (build-apk.ts says why), without warnings', async () => {
    const apk = await buildApk({ url: 'https://example.com', appName: 'Test App' }, testKey());
    const path = join(dir, 'sample.apk');
    writeFileSync(path, apk.bytes);
    const plain = await apksignerVerify(path);
    expect(plain).toMatchObject({ verifies: true, v1: false, v2: true, v3: true, warnings: [] });
    // Below minSdk 24 a device would need v1: apksigner refuses the APK for API 23, as it should.
    expect((await apksignerVerify(path, 23)).verifies).toBe(false);
  });
});

describe.skipIf(tools.apksigner.skip)('apksigner on many APKs in one JVM (the property test)', () => {
  it('answers what one apksigner run per APK answers, and goes on past a refused APK', async () => {
    const apk = await buildApk({ url: 'https://example.com', appName: 'Batch' }, testKey());
    const good = join(dir, 'batch-good.apk');
    const broken = join(dir, 'batch-broken.apk');
    writeFileSync(good, apk.bytes);
    // One byte of the signed content changed: the v2 digest no longer matches.
    const tampered = Uint8Array.from(apk.bytes);
    tampered[100] = (tampered[100] ?? 0) ^ 0xff;
    writeFileSync(broken, tampered);
    const batch = await apksignerVerifyAll([good, broken, good]);
    expect(batch.map((result) => result.verifies)).toEqual([true, false, true]);
    const single = await Promise.all([good, broken].map((path) => apksignerVerify(path)));
    for (const [index, result] of [batch[0], batch[1]].entries()) {
      expect(result).toMatchObject({
        verifies: single[index]?.verifies,
        v1: single[index]?.v1,
        v2: single[index]?.v2,
        v3: single[index]?.v3,
      });
    }
    // Below minSdk 24 a device would need v1: refused in the batch too.
    expect((await apksignerVerifyAll([good], 23)).map((result) => result.verifies)).toEqual([false]);
  });
});

describe.skipIf(tools.apksigner.skip)('apksigner on an imported key with an unusual certificate', () => {
  it('accepts a certificate whose serial number is negative (repeated verbatim, not re-encoded)', async () => {
    const apk = await buildApk(
      { url: 'https://example.com', appName: 'Old Key' },
      withSerial(testKey(), [0x85, 0x01, 0x02]),
    );
    const path = join(dir, 'negative-serial.apk');
    writeFileSync(path, apk.bytes);
    expect(await apksignerVerify(path)).toMatchObject({ verifies: true, v2: true });
  });
});

describe.skipIf(tools.aapt.skip)('aapt on a sample APK', () => {
  it('shows the label, sdk versions, icon and launchable activity, and dumps the manifest tree', async () => {
    const apk = await buildApk({ url: 'https://example.com', appName: 'Test App' }, testKey());
    const path = join(dir, 'badging.apk');
    writeFileSync(path, apk.bytes);
    const badging = await aaptBadging(path);
    expect(badging.output).toContain("application-label:'Test App'");
    expect(badging.output).toContain("targetSdkVersion:'36'");
    expect(badging.output).toContain("sdkVersion:'24'");
    expect(badging.output).toContain("launchable-activity: name='dev.apkforge.shell.MainActivity'");
    const adaptive = resourcePath(apk.bytes, 'mipmap/ic_launcher', 'anydpi-v26');
    expect(badging.field('application')).toContain(`icon='${adaptive}'`);
    const tree = await aaptXmltree(path);
    expect(tree.stdout).toContain('E: activity');
    expect(tree.stdout).toContain('A: android:enableOnBackInvokedCallback(0x0101066c)=(type 0x12)0xffffffff');
    expect(tree.stdout).toContain('A: android:autoVerify(0x010104ee)=(type 0x12)0xffffffff');
    for (const [resource, config] of [
      ['drawable/apkforge_splash', 'default'],
      ['mipmap/ic_launcher', 'anydpi-v26'],
      ['mipmap/ic_launcher', 'anydpi'],
    ] as const) {
      expect((await aaptXmltree(path, resourcePath(apk.bytes, resource, config))).code).toBe(0);
    }
  });
});

describe('every sample APK passes every check (ours, apksigner, aapt, zipalign, dexdump)', () => {
  it('has no issues', async () => {
    const configs = await sampleConfigs();
    const key = testKey();
    const apks = await Promise.all(
      configs.map(async (config) => {
        const built = await buildApk(config, key);
        return {
          bytes: built.bytes,
          packageName: built.packageName,
          versionCode: built.versionCode,
          label: config.appName.trim(),
        };
      }),
    );
    expect(await checkApks(apks)).toEqual(apks.map(() => []));
  }, 120_000);
});
