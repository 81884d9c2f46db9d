import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aapt2Convert, aaptXmltree, exec, tools } from '../../__tests__/support/android-tools.js';
import { moduleAsApkShaped } from '../../__tests__/support/apk-shaped.js';
import { checkBundles } from '../../__tests__/support/bundle-expectations.js';
import { testImage } from '../../__tests__/support/test-images.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { buildApk, buildBundle, type AppConfig } from '../../index.js';
import { OBFUSCATION_MAP_PATH } from '../bundle-layout.js';

const dir = mkdtempSync(join(tmpdir(), 'aab-tools-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function sampleConfigs(): Promise<AppConfig[]> {
  return [
    { url: 'https://example.com', appName: 'Test App' },
    {
      url: 'https://shop.example.co.in/',
      appName: 'Links',
      extraHosts: ['pay.example-gateway.in', 'kyc.example.com'],
      pullToRefresh: false,
    },
    {
      url: 'http://shop.example.org:8080/a?b=c',
      appName: 'दुकान 🛒',
      labels: { en: 'Shop', 'pt-BR': 'Loja', 'zh-Hant-TW': '商店', 'es-419': 'Tienda' },
      permissions: { camera: true, microphone: true, location: true },
      orientation: 'landscape',
    },
    {
      url: 'https://bücher.example/',
      appName: 'It\'s "quoted" \\ and long '.repeat(7).slice(0, 190),
      icon: await testImage({ width: 512, height: 512, format: 'png', variant: 'rgba' }),
      versionCode: 2_100_000_000,
      versionName: '2.0 "beta" \\',
    },
  ];
}

describe('App Bundles judged by Google tools (aapt2, aapt, jarsigner)', () => {
  it('every sample bundle holds its APK, shows its badging and verifies', async () => {
    const key = testKey();
    const bundles = await Promise.all(
      (await sampleConfigs()).map(async (config) => {
        const [bundle, apk] = [await buildBundle(config, key), await buildApk(config, key)];
        return { ...bundle, apk: apk.bytes, label: config.appName.trim() };
      }),
    );
    expect(await checkBundles(bundles)).toEqual(bundles.map(() => []));
    // Each carries the shell's ProGuard mapping for Play's crash reports, outside the module aapt2 converts.
    for (const bundle of bundles) expect(readZip(bundle.bytes).get(OBFUSCATION_MAP_PATH)?.length).toBeGreaterThan(1000);
  }, 120_000);

  it.skipIf(tools.aapt.skip || tools.aapt2.skip)(
    'every XML resource file of the module converts to the binary file of the APK',
    async () => {
      for (const config of await sampleConfigs()) {
        const [bundle, apk] = [await buildBundle(config, testKey()), await buildApk(config, testKey())];
        const paths = { apk: join(dir, 'x.apk'), module: join(dir, 'x.zip'), converted: join(dir, 'x-converted.apk') };
        writeFileSync(paths.apk, apk.bytes);
        writeFileSync(paths.module, moduleAsApkShaped(bundle.bytes));
        expect((await aapt2Convert(paths.module, paths.converted)).code).toBe(0);
        const xmlFiles = [...readZip(apk.bytes).keys()].filter((p) => p.startsWith('res/') && p.endsWith('.xml'));
        expect(xmlFiles.length).toBeGreaterThan(0);
        for (const file of xmlFiles) {
          const ours = await aaptXmltree(paths.apk, file);
          expect(ours.code).toBe(0);
          expect([file, (await aaptXmltree(paths.converted, file)).stdout]).toEqual([file, ours.stdout]);
        }
      }
    },
    60_000,
  );

  it.skipIf(tools.jarsigner.skip)(
    'the jarsigner command verifies a bundle without warnings about its layout',
    async () => {
      const bundle = await buildBundle({ url: 'https://example.com', appName: 'Test App' }, testKey());
      const path = join(dir, 'one.aab');
      writeFileSync(path, bundle.bytes);
      const { code, stdout } = await exec(tools.jarsigner.path!, ['-verify', path]);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^jar verified\.$/m);
      // Self-signed and untimestamped, as every upload key; but nothing about the archive itself.
      expect(stdout).not.toMatch(/inconsistenc|unsigned|not signed/i);
    },
  );
});
