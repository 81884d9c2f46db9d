import { describe, expect, it } from 'vitest';
import { testImage } from '../../__tests__/support/test-images.js';
import { resourcePath } from '../../__tests__/support/resource-paths.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { readResourceTable } from '../../core/arsc/arsc-reader.js';
import { certificateFingerprint } from '../../core/crypto/x509.js';
import { decodeJpeg } from '../../core/image/jpeg-decoder.js';
import { decodePng } from '../../core/image/png-decoder.js';
import { Attr } from '../../core/xml/android-attrs.js';
import { readBinaryXml } from '../../core/xml/xml-reader.js';
import { readZip, readZipEntries } from '../../core/zip/zip-reader.js';
import { buildApk, generateSigningKey, verifyApk } from '../../index.js';
import type { AppConfig } from '../app-config.js';
import { ApkConfigError } from '../errors.js';

const config = { url: 'https://www.example.co.in/shop?ref=app', appName: 'Test App' };

describe('buildApk', () => {
  it('builds a signed APK that our verifier accepts, reporting its identity', async () => {
    const key = testKey();
    const apk = await buildApk(config, key);
    expect(apk.packageName).toBe('in.co.example.app');
    expect(apk.versionCode).toBe(1);
    // The default versionName follows the build counter.
    expect(apk.versionName).toBe('1.0.1');
    expect(apk.size).toBe(apk.bytes.length);
    expect(apk.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(apk.certificateSha256).toBe(certificateFingerprint(key.certificate));
    expect(apk.certificateSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // APK Signature Schemes v2 and v3, no JAR signature (build-apk.ts signAppEntries; key-rotation.test.ts has v3 with
    // the lineage).
    expect(verifyApk(apk.bytes)).toEqual({
      ok: true,
      schemes: { v1: false, v2: true, v3: true },
      issues: [],
      certificateSha256: certificateFingerprint(key.certificate),
    });
  });

  // docs/shell-contract.md "Size budgets": 32 KiB until the shell gained payment chains and their host bar, sign-in in a
  // Custom Tab, sharing both ways and pull-to-refresh (4.3 KB of dex, 0.4 KB of manifest and texts), 36 KiB until it
  // carried notifications (a JobScheduler job, HTTP, a channel: about 3.4 KB of dex). Measured with the feed every app
  // the functions build carries and with v2 and v3 (v3 about 1.5 KB): typical 39.2 KB, every field at its limit 41.1 KB
  // (its own ceiling: a 2 KB address, a 200-letter name and signer). 32 KiB is out of reach with every feature, the
  // section says why.
  const BUDGET_KIB = 40;
  const NO_ICON_BUDGET = BUDGET_KIB * 1024;
  const AT_LIMITS_BUDGET = (BUDGET_KIB + 1) * 1024;
  const feedOf = (packageName: string) => `https://apkforge.example/api/apps/${packageName}/notifications`;

  it(`stays under ${BUDGET_KIB} KiB without an icon (${BUDGET_KIB + 1} KiB with every field at its limit)`, async () => {
    const typical = { ...config, notificationFeedUrl: feedOf('in.co.example.app') };
    expect((await buildApk(typical, testKey())).size).toBeLessThan(NO_ICON_BUDGET);
    // The longest name, URL (on a long host), version and signer subject, and every permission. What this
    // leaves out adds to it: each translated name (~0.1-0.5 KB) and letters with intricate outlines (ॐ, ~0.7 KB).
    const host = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(50), 'example', 'co', 'in'].join('.');
    const url = `https://${host}/`.padEnd(2044, 'p') + '?q=1';
    const largest: AppConfig = {
      url,
      appName: `W${'🍕'.repeat(199)}`,
      versionName: 'v'.repeat(100),
      versionCode: 2_100_000_000,
      orientation: 'portrait',
      themeColor: '#123456',
      backgroundColor: '#fedcba',
      permissions: { camera: true, microphone: true, location: true },
      notificationFeedUrl: feedOf(`in.co.example.${'c'.repeat(50)}.app`),
    };
    const key = await generateSigningKey({ commonName: 'W'.repeat(200), organization: 'W'.repeat(200) });
    expect(url).toHaveLength(2048);
    expect((await buildApk(largest, key)).size).toBeLessThan(AT_LIMITS_BUDGET);
  });

  it('is byte-for-byte reproducible, and a rebuild with the same key keeps the certificate', async () => {
    const key = testKey();
    const a = await buildApk(config, key);
    const b = await buildApk(config, key);
    expect(b.bytes).toEqual(a.bytes);
    const other = await buildApk({ ...config, versionCode: 2, versionName: '1.1' }, key);
    expect(other.certificateSha256).toBe(a.certificateSha256);
    expect(other.sha256).not.toBe(a.sha256);
  });

  it('writes the manifest and resources of the shell contract', async () => {
    const apk = await buildApk(
      {
        ...config,
        url: 'http://example.com',
        permissions: { camera: true, location: true },
        orientation: 'portrait',
        labels: { hi: 'टेस्ट' },
        extraHosts: ['Accounts.Pay.Example'],
      },
      testKey(),
    );
    const files = readZip(apk.bytes);
    const manifest = readBinaryXml(files.get('AndroidManifest.xml')!).root;
    const names = (tag: string) => JSON.stringify(manifest).match(new RegExp(`"name":"${tag}"`, 'g'))?.length ?? 0;
    expect(names('uses-permission')).toBe(6);
    // touchscreen, camera + autofocus, location + gps + network, portrait: all optional.
    expect(names('uses-feature')).toBe(7);
    const app = manifest.children.find((c) => c.name === 'application')!;
    const value = (id: number) => app.attributes.find((a) => a.resourceId === id)?.value;
    // Cleartext never for the whole app: the http start host gets it through the network security config.
    expect(value(Attr.usesCleartextTraffic)).toEqual({ type: 0x12, data: 0 });
    expect(value(Attr.networkSecurityConfig)).toMatchObject({ type: 0x01 });
    expect(value(Attr.allowBackup)).toEqual({ type: 0x12, data: 0 });
    expect(value(Attr.enableOnBackInvokedCallback)).toEqual({ type: 0x12, data: 0xffffffff });
    const activity = app.children.find((c) => c.name === 'activity')!;
    expect(activity.attributes.find((a) => a.resourceId === Attr.screenOrientation)?.value).toEqual({
      type: 0x10,
      data: 1,
    });
    const provider = app.children.find((c) => c.name === 'provider')!;
    expect(provider.attributes.find((a) => a.resourceId === Attr.authorities)?.value).toBe(
      'com.example_.app.apkforge.capture',
    );
    const table = readResourceTable(files.get('resources.arsc')!);
    expect(table.types.map((t) => t.name)).toEqual(['color', 'drawable', 'mipmap', 'string', 'style', 'xml']);
    const strings = table.types.find((t) => t.name === 'string')!;
    expect(strings.configs.map((c) => c.values.get(0))).toEqual([{ value: 'Test App' }, { value: 'टेस्ट' }]);
    const json = JSON.parse(new TextDecoder().decode(files.get('assets/config.json')));
    expect(json).toEqual({
      schema: 1,
      startUrl: 'http://example.com/',
      appName: 'Test App',
      hosts: ['example.com'],
      extraHosts: ['accounts.pay.example'],
      cleartextHosts: ['example.com', 'www.example.com'],
      themeColor: '#0a7a5c',
      backgroundColor: '#ffffff',
      orientation: 'portrait',
      userAgentSuffix: 'ApkforgeApp/1.0.1 (com.example_.app; 1)',
      permissions: { camera: true, microphone: false, location: true },
    });
  });

  it('notifications: the feed in config.json, their permissions, the job service and the boot receiver', async () => {
    const feed = 'https://apkforge.example/api/apps/in.co.example.app/notifications';
    const files = readZip((await buildApk({ ...config, notificationFeedUrl: feed }, testKey())).bytes);
    expect(JSON.parse(new TextDecoder().decode(files.get('assets/config.json'))).notifications).toBe(feed);
    const manifest = readBinaryXml(files.get('AndroidManifest.xml')!).root;
    const permissions = manifest.children
      .filter((c) => c.name === 'uses-permission')
      .map((c) => c.attributes.find((a) => a.resourceId === Attr.name)?.value);
    expect(permissions).toEqual(
      expect.arrayContaining(['android.permission.POST_NOTIFICATIONS', 'android.permission.RECEIVE_BOOT_COMPLETED']),
    );
    const app = manifest.children.find((c) => c.name === 'application')!;
    const attrs = (tag: string) =>
      Object.fromEntries(app.children.find((c) => c.name === tag)!.attributes.map((a) => [a.resourceId, a.value]));
    expect(attrs('service')).toEqual({
      [Attr.name]: 'dev.apkforge.shell.NotifyService',
      [Attr.permission]: 'android.permission.BIND_JOB_SERVICE',
      [Attr.exported]: { type: 0x12, data: 0 },
    });
    expect(attrs('receiver')).toEqual({
      [Attr.name]: 'dev.apkforge.shell.BootReceiver',
      [Attr.exported]: { type: 0x12, data: 0 },
    });
    expect(JSON.stringify(app.children.find((c) => c.name === 'receiver'))).toContain(
      'android.intent.action.BOOT_COMPLETED',
    );
    // Without a feed: none of it, and nothing in config.json.
    const plain = readZip((await buildApk(config, testKey())).bytes);
    const plainManifest = JSON.stringify(readBinaryXml(plain.get('AndroidManifest.xml')!).root);
    for (const absent of ['POST_NOTIFICATIONS', 'RECEIVE_BOOT_COMPLETED', 'NotifyService', 'BootReceiver'])
      expect(plainManifest).not.toContain(absent);
    expect(JSON.parse(new TextDecoder().decode(plain.get('assets/config.json')))).not.toHaveProperty('notifications');
  });

  it('turns a picture into two densities of square icons (JPEG when opaque, PNG otherwise), stored', async () => {
    const cases = [
      { format: 'png', variant: 'rgba', height: 200, extension: 'png' },
      { format: 'jpeg', variant: 'progressive', height: 300, extension: 'jpg' },
      // A wide photo is letterboxed on transparency: no longer opaque, so PNG.
      { format: 'jpeg', variant: 'progressive', height: 200, extension: 'png' },
    ] as const;
    for (const { format, variant, height, extension } of cases) {
      const icon = await testImage({ width: 300, height, format, variant });
      const apk = await buildApk({ ...config, icon }, testKey());
      const files = readZip(apk.bytes);
      const entries = readZipEntries(apk.bytes);
      for (const [bucket, size] of [
        ['xhdpi', 96],
        ['xxxhdpi', 192],
      ] as const) {
        const path = resourcePath(apk.bytes, 'mipmap/ic_launcher', bucket);
        expect(path).toMatch(new RegExp(`^res/[a-z]+\\.${extension}$`));
        const bytes = files.get(path)!;
        const image = extension === 'png' ? decodePng(bytes) : decodeJpeg(bytes);
        expect([image.width, image.height]).toEqual([size, size]);
        expect(entries.find((e) => e.name === path)!.method).toBe(0);
      }
      expect(verifyApk(apk.bytes).issues).toEqual([]);
    }
  });

  it('takes PNG icons up to 2048x2048 and JPEG icons up to 4096x4096 (decoded at a reduced scale)', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const side = format === 'png' ? 2048 : 4096;
      const icon = await testImage({
        width: side,
        height: side,
        format,
        variant: format === 'png' ? 'rgba' : 'baseline',
      });
      const apk = await buildApk({ ...config, icon }, testKey());
      expect(verifyApk(apk.bytes).issues).toEqual([]);
    }
  }, 60_000);

  it('refuses bad input with ApkConfigError and a key whose certificate does not match', async () => {
    await expect(buildApk({ url: 'ftp://x', appName: 'a' }, testKey())).rejects.toBeInstanceOf(ApkConfigError);
    const other = await generateSigningKey();
    await expect(buildApk(config, { ...testKey(), certificate: other.certificate })).rejects.toThrow(/does not belong/);
  });
});
