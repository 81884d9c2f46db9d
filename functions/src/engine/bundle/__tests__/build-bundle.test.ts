import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalTable } from '../../__tests__/support/canonical-table.js';
import { testImage } from '../../__tests__/support/test-images.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { readProtoTable } from '../../core/aapt-pb/table-convert.js';
import { readProtoXml } from '../../core/aapt-pb/xml-convert.js';
import { readResourceTable } from '../../core/arsc/arsc-reader.js';
import { BundleConfigSchema, SplitDimensionValue } from '../../core/bundle-pb/bundle-config-message.js';
import { decodeMessage } from '../../core/proto/message-codec.js';
import { readBinaryXml } from '../../core/xml/xml-reader.js';
import { readZip, readZipEntries } from '../../core/zip/zip-reader.js';
import { ApkConfigError, buildApk, buildBundle, SigningKeyError, verifyBundle, type AppConfig } from '../../index.js';
import { SHELL_DEX_URL } from '../../app/shell-dex.js';
import { BUNDLETOOL_VERSION } from '../bundle-config.js';
import { buildBundle as buildBundleWithDex } from '../build-bundle.js';
import { OBFUSCATION_MAP_PATH } from '../bundle-layout.js';
import { readProguardMap } from '../proguard-map.js';

const config: AppConfig = {
  url: 'https://shop.example.org/start',
  appName: 'Shop & Co',
  versionCode: 12,
  versionName: '3.1',
  labels: { hi: 'दुकान', 'pt-BR': 'Loja' },
  permissions: { location: true },
};

/** The APK and the bundle of one config, as files by path (the bundle's base module with APK paths). */
async function both(c: AppConfig) {
  const key = testKey();
  const [apk, bundle] = await Promise.all([buildApk(c, key), buildBundle(c, key)]);
  const bundleFiles = readZip(bundle.bytes);
  const module = new Map(
    [...bundleFiles]
      .filter(([name]) => name.startsWith('base/'))
      .map(([name, data]) => [name.slice('base/'.length), data]),
  );
  return { apk, bundle, apkFiles: readZip(apk.bytes), bundleFiles, module };
}

describe('buildBundle', () => {
  it('writes the bundle layout, signature first, and reports what buildApk reports', async () => {
    const { apk, bundle } = await both(config);
    const names = readZipEntries(bundle.bytes).map((e) => e.name);
    expect(names.slice(0, 5)).toEqual([
      'META-INF/MANIFEST.MF',
      'META-INF/CERT.SF',
      'META-INF/CERT.RSA',
      'BundleConfig.pb',
      'base/manifest/AndroidManifest.xml',
    ]);
    expect(names).toContain('base/dex/classes.dex');
    expect(names).toContain('base/resources.pb');
    expect(names).toContain('base/assets/config.json');
    expect(names.filter((n) => n.startsWith('base/res/')).length).toBeGreaterThan(3);
    const { bytes: _a, sha256: _b, size: _c, ...facts } = bundle;
    const { bytes: _d, sha256: _e, size: _f, ...apkFacts } = apk;
    expect(facts).toEqual(apkFacts);
    expect(bundle.size).toBe(bundle.bytes.length);
    expect(verifyBundle(bundle.bytes)).toEqual({
      ok: true,
      signed: true,
      issues: [],
      certificateSha256: apk.certificateSha256,
    });
  });

  it('holds the same app as the APK: manifest, table, files, code and config.json round-trip through our readers', async () => {
    for (const c of [
      config,
      { ...config, icon: await testImage({ width: 300, height: 200, format: 'png', variant: 'rgba' }) },
    ]) {
      const { apkFiles, module } = await both(c);
      const { resourceIds: _ids, strings: _strings, ...manifest } = readBinaryXml(apkFiles.get('AndroidManifest.xml')!);
      expect(readProtoXml(module.get('manifest/AndroidManifest.xml')!)).toEqual(manifest);
      const { specFlags: _flags, ...table } = readResourceTable(apkFiles.get('resources.arsc')!);
      expect(canonicalTable(readProtoTable(module.get('resources.pb')!))).toEqual(canonicalTable(table));
      for (const [path, data] of apkFiles) {
        if (path.startsWith('res/') && path.endsWith('.xml')) {
          const { resourceIds: _r, strings: _s, ...doc } = readBinaryXml(data);
          expect(readProtoXml(module.get(path)!)).toEqual(doc);
        } else if (path.startsWith('res/') || path.startsWith('assets/')) {
          expect(module.get(path)).toEqual(data);
        }
      }
      expect(module.get('dex/classes.dex')).toEqual(apkFiles.get('classes.dex'));
    }
  });

  it('writes a BundleConfig.pb with the bundletool version and split dimensions', async () => {
    const { bundleFiles } = await both(config);
    expect(decodeMessage(BundleConfigSchema, bundleFiles.get('BundleConfig.pb')!, 'BundleConfig')).toEqual({
      bundletool: { version: BUNDLETOOL_VERSION },
      optimizations: {
        splitsConfig: {
          splitDimension: [
            { value: SplitDimensionValue.ABI },
            { value: SplitDimensionValue.SCREEN_DENSITY },
            { value: SplitDimensionValue.LANGUAGE },
          ],
        },
      },
    });
  });

  it("carries the shell's ProGuard mapping where Play reads it, the same file npm run build:shell wrote", async () => {
    const { bundleFiles } = await both(config);
    const mapping = bundleFiles.get(OBFUSCATION_MAP_PATH);
    expect(mapping).toEqual(new Uint8Array(readFileSync(new URL('../../shell/proguard.map', import.meta.url))));
    const classes = readProguardMap(new TextDecoder().decode(mapping));
    // The classes the manifest names keep their names (the platform instantiates them); the rest are renamed.
    expect(classes.find((c) => c.original === 'dev.apkforge.shell.MainActivity')?.obfuscated).toBe(
      'dev.apkforge.shell.MainActivity',
    );
    expect(classes.find((c) => c.original === 'dev.apkforge.shell.LinkRules')?.obfuscated).not.toBe(
      'dev.apkforge.shell.LinkRules',
    );
    // A dex other than the shell's (a test's fake) has no mapping of its own: none is written.
    const fake = await buildBundleWithDex(config, testKey(), new Uint8Array(readFileSync(SHELL_DEX_URL)));
    expect(readZip(fake.bytes).has(OBFUSCATION_MAP_PATH)).toBe(false);
  });

  it('is reproducible byte for byte', async () => {
    const [a, b] = [await buildBundle(config, testKey()), await buildBundle(config, testKey())];
    expect(a.sha256).toBe(b.sha256);
  });

  it('validates options with the APK code: the same ApkConfigError, field and message', async () => {
    const bad: AppConfig[] = [
      { ...config, url: 'ftp://example.com' },
      { ...config, appName: ' ' },
      { ...config, versionCode: 0 },
      { ...config, themeColor: 'red' },
      { ...config, labels: { 'xx-yy-zz': 'x' } },
      { ...config, icon: new Uint8Array([1, 2, 3]) },
    ];
    for (const c of bad) {
      const apkError = await buildApk(c, testKey()).catch((e: unknown) => e);
      const bundleError = await buildBundle(c, testKey()).catch((e: unknown) => e);
      expect(apkError).toBeInstanceOf(ApkConfigError);
      expect(bundleError).toBeInstanceOf(ApkConfigError);
      expect({ ...(bundleError as ApkConfigError), message: (bundleError as Error).message }).toEqual({
        ...(apkError as ApkConfigError),
        message: (apkError as Error).message,
      });
    }
    const wrongKey = { ...testKey(), certificate: new Uint8Array([0x30, 0]) };
    await expect(buildBundle(config, wrongKey)).rejects.toThrow(SigningKeyError);
  });
});
