import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aapt2Resources, aaptBadging, aaptXmltree, tools } from '../../__tests__/support/android-tools.js';
import { testImage } from '../../__tests__/support/test-images.js';
import { resourcePath } from '../../__tests__/support/resource-paths.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { buildApk, type AppConfig } from '../../index.js';
import { SHELL_DEX_URL } from '../shell-dex.js';
import { SHELL_STRING_NAMES } from '../shell-strings.js';

/**
 * The shell's features, item by item, as Google's own tools read the generated packages (aapt dump xmltree and badging,
 * aapt2 dump resources): what a device would be given, short of running it.
 */
const dir = mkdtempSync(join(tmpdir(), 'apk-dumps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** aapt's xmltree of a resource's file, found through the table (files sit at short paths). */
const xmlOf = (apk: string, resource: string, config?: string) =>
  aaptXmltree(apk, resourcePath(readFileSync(apk), resource, config));

async function write(name: string, config: AppConfig): Promise<string> {
  const path = join(dir, `${name}.apk`);
  writeFileSync(path, (await buildApk(config, testKey())).bytes);
  return path;
}

describe.skipIf(tools.aapt.skip || tools.aapt2.skip)('the shell contract in aapt and aapt2 dumps', () => {
  let https = '';
  let http = '';
  let photo = '';
  let logo = '';
  let links = '';
  beforeAll(async () => {
    https = await write('https', {
      url: 'https://www.example.co.in/',
      appName: 'Shop',
      labels: { ta: 'கடை', 'pt-BR': 'Loja', 'zh-Hant-TW': '商店' },
      permissions: { camera: true, microphone: true, location: true },
      orientation: 'landscape',
      versionCode: 7,
      notificationFeedUrl: 'https://apkforge.example/api/apps/in.co.example.app/notifications',
    });
    links = await write('links', {
      url: 'https://shop.example.co.in/',
      appName: 'Links',
      extraHosts: ['pay.example-gateway.in'],
      pullToRefresh: false,
    });
    http = await write('http', {
      url: 'http://shop.example.org:8080/a',
      appName: 'Plain',
      versionCode: 3,
      versionName: '2.0',
    });
    photo = await write('photo', {
      url: 'https://example.org',
      appName: 'Photo',
      icon: await testImage({ width: 256, height: 256, format: 'jpeg', variant: 'baseline' }),
    });
    logo = await write('logo', {
      url: 'https://example.org',
      appName: 'Logo',
      iconBackgroundColor: '#123456',
      icon: await testImage({ width: 200, height: 200, format: 'png', variant: 'rgba' }),
    });
  }, 60_000);

  const manifest = async (apk: string) => (await aaptXmltree(apk)).stdout;
  const resources = async (apk: string) => (await aapt2Resources(apk)).stdout;

  it('backup and cleartext: no backup of WebView data, cleartext only for an http start host and never app-wide', async () => {
    const tree = await manifest(https);
    expect(tree).toContain('A: android:allowBackup(0x01010280)=(type 0x12)0x0');
    // allowBackup=false stops cloud backups everywhere: fullBackupContent and a cloud-backup section would repeat it.
    expect(tree).not.toContain('fullBackupContent');
    expect(tree).toMatch(/A: android:dataExtractionRules\(0x0101063e\)=@0x7f06/);
    expect(tree).toContain('A: android:usesCleartextTraffic(0x010104ec)=(type 0x12)0x0');
    expect(tree).not.toContain('networkSecurityConfig');
    const rules = (await xmlOf(https, 'xml/apkforge_extraction')).stdout;
    expect(rules).toContain('E: device-transfer');
    expect(rules).not.toContain('cloud-backup');
    for (const domain of ['root', 'file', 'database', 'sharedpref', 'external'])
      expect(rules.match(new RegExp(`A: domain="${domain}"`, 'g'))).toHaveLength(1);
    const plain = await manifest(http);
    expect(plain).toContain('A: android:usesCleartextTraffic(0x010104ec)=(type 0x12)0x0');
    expect(plain).toMatch(/A: android:networkSecurityConfig\(0x01010527\)=@0x7f06/);
    const network = (await xmlOf(http, 'xml/apkforge_network')).stdout;
    expect(network).toContain('E: base-config');
    expect(network).toMatch(/E: base-config[^\n]*\n\s+A: cleartextTrafficPermitted=\(type 0x12\)0x0/);
    expect(network.match(/C: "[^"]+"/g)).toEqual(['C: "shop.example.org"']);
    expect(network).toContain('A: includeSubdomains=(type 0x12)0x0');
  });

  it('notifications: the job service only the scheduler binds, the boot receiver, their permissions', async () => {
    const tree = await manifest(https);
    expect(tree).toMatch(/E: service[^\n]*\n\s+A: android:name\(0x01010003\)="dev.apkforge.shell.NotifyService"/);
    expect(tree).toContain('A: android:permission(0x01010006)="android.permission.BIND_JOB_SERVICE"');
    expect(tree).toMatch(/E: receiver[^\n]*\n\s+A: android:name\(0x01010003\)="dev.apkforge.shell.BootReceiver"/);
    expect(tree).toContain('A: android:name(0x01010003)="android.intent.action.BOOT_COMPLETED"');
    const badging = (await aaptBadging(https)).output;
    for (const permission of ['POST_NOTIFICATIONS', 'RECEIVE_BOOT_COMPLETED'])
      expect(badging).toContain(`uses-permission: name='android.permission.${permission}'`);
    const plain = await manifest(http);
    for (const absent of ['NotifyService', 'BootReceiver', 'POST_NOTIFICATIONS', 'RECEIVE_BOOT_COMPLETED'])
      expect(plain).not.toContain(absent);
  });

  it('App Links for the site, not one host: the start host, its apex and www twins and the extra hosts, verified', async () => {
    const tree = await manifest(links);
    const filters = tree.split(/E: intent-filter/).slice(1);
    const appLinks = filters.find((filter) => filter.includes('android.intent.action.VIEW'))!;
    expect(appLinks).toContain('A: android:autoVerify(0x010104ee)=(type 0x12)0xffffffff');
    expect([...appLinks.matchAll(/A: android:host\(0x01010028\)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'shop.example.co.in',
      'example.co.in',
      'www.example.co.in',
      'pay.example-gateway.in',
    ]);
    expect([...appLinks.matchAll(/A: android:scheme\(0x01010027\)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'https',
      'http',
    ]);
    // Shared text: a SEND filter for text/plain (docs/shell-contract.md "Sharing").
    const share = filters.find((filter) => filter.includes('android.intent.action.SEND'))!;
    expect(share).toContain('android.intent.category.DEFAULT');
    expect(share).toContain('A: android:mimeType(0x01010026)="text/plain"');
    // The www start host claims itself and its apex.
    const www = (await manifest(https)).split(/E: intent-filter/).find((f) => f.includes('action.VIEW'))!;
    expect([...www.matchAll(/android:host\(0x01010028\)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'www.example.co.in',
      'example.co.in',
    ]);
  });

  it('hardware features: camera, microphone, location, orientation and touchscreen are optional features', async () => {
    const badging = (await aaptBadging(https)).output;
    for (const feature of [
      'android.hardware.touchscreen',
      'android.hardware.camera',
      'android.hardware.camera.autofocus',
      'android.hardware.microphone',
      'android.hardware.location',
      'android.hardware.location.gps',
      'android.hardware.location.network',
      'android.hardware.screen.landscape',
    ]) {
      expect(badging).toContain(`uses-feature-not-required: name='${feature}'`);
    }
    // Play filters on required features only: none is left, implied or declared.
    expect(badging).not.toMatch(/^\s*uses-feature: /m);
    expect(badging).not.toMatch(/uses-implied-feature/);
    expect((await aaptBadging(http)).output).toContain(
      "uses-feature-not-required: name='android.hardware.touchscreen'",
    );
  });

  it('theme, dark mode and splash: a day/night theme, night colours, and the system splash from API 31 (one splash)', async () => {
    const dump = await resources(https);
    expect(dump).toMatch(
      /style\/apkforge_frame\n\s+\(\) \(style\) size=0 parent=0x01030241\n\s+\(night\) \(style\) size=0 parent=0x0103022e/,
    );
    expect(dump).toMatch(/color\/apkforge_background\n\s+\(\) #ffffffff\n\s+\(night\) #ff121212/);
    const appTheme = dump.slice(dump.indexOf('style/AppTheme'));
    expect(appTheme).toMatch(
      /\(\) \(style\) size=1 parent=style\/apkforge_base[^\n]*\n\s+0x01010054=@drawable\/apkforge_splash/,
    );
    // v31: windowBackground a plain colour, windowSplashScreenBackground and windowSplashScreenAnimatedIcon.
    expect(appTheme).toMatch(
      /\(v31\) \(style\) size=3 parent=style\/apkforge_base[^\n]*\n\s+0x01010054=@color\/apkforge_background\n\s+0x0101062c=@color\/apkforge_background\n\s+0x0101062d=@mipmap\/ic_launcher/,
    );
    // Bars and accents follow the colour resources, which follow night mode.
    expect(dump).toContain('0x01010451=@color/apkforge_theme');
  });

  it('launcher icons: adaptive icons with a background colour, a safe-zone foreground and a monochrome layer', async () => {
    for (const [apk, extension] of [
      [photo, 'jpg'],
      [logo, 'png'],
    ] as const) {
      const dump = await resources(apk);
      // Files at short paths (res/a.xml, res/b.png...), aapt2 names them with their configuration.
      expect(dump).toMatch(new RegExp(`\\(xhdpi\\) \\(file\\) res/[a-z]+\\.${extension}`));
      expect(dump).toMatch(new RegExp(`\\(xxxhdpi\\) \\(file\\) res/[a-z]+\\.${extension}`));
      expect(dump).toMatch(/\(anydpi-v26\) \(file\) res\/[a-z]+\.xml type=XML/);
      expect(dump).toMatch(/\(nodpi\) \(file\) res\/[a-z]+\.png type=PNG/);
      const adaptive = (await xmlOf(apk, 'mipmap/ic_launcher', 'anydpi-v26')).stdout;
      expect(adaptive).toMatch(/E: background[^\n]*\n\s+A: android:drawable\(0x01010199\)=@0x7f01/);
      const insets = [...adaptive.matchAll(/A: android:inset\(0x010104b5\)=\(type 0x6\)0x([0-9a-f]+)/g)].map((m) =>
        parseInt(m[1]!, 16),
      );
      expect(insets).toHaveLength(2);
      // Fraction (radix 0p23): the picture stays inside the 66dp safe circle of the 108dp layer.
      for (const inset of insets) {
        const fraction = (inset >>> 8) / 2 ** 23;
        expect(fraction).toBeGreaterThanOrEqual((108 - 72) / 2 / 108 - 0.001);
        expect(fraction).toBeLessThanOrEqual((108 - 66 / Math.SQRT2) / 2 / 108 + 0.001);
      }
      expect(adaptive).toContain('E: monochrome');
    }
    // The opaque photo's square is also its API 25 round icon; the logo has its own circle.
    const roundFile = (apk: string) => resourcePath(readFileSync(apk), 'mipmap/ic_launcher_round', 'xxxhdpi');
    const squareFile = (apk: string) => resourcePath(readFileSync(apk), 'mipmap/ic_launcher', 'xxxhdpi');
    expect(roundFile(photo)).toBe(squareFile(photo));
    expect(roundFile(logo)).not.toBe(squareFile(logo));
    expect(roundFile(logo)).toMatch(/^res\/[a-z]+\.png$/);
    expect(await resources(logo)).toMatch(/color\/apkforge_icon_background\n\s+\(\) #ff123456/);
    // The letter icon: adaptive with its letter as monochrome layer, one legacy vector.
    const letter = (await xmlOf(https, 'mipmap/ic_launcher', 'anydpi-v26')).stdout;
    expect(letter).toMatch(/E: monochrome[^\n]*\n\s+A: android:drawable/);
  });

  it('texts and versionName: the shell texts in English, Hindi and the label languages; versionName follows the build', async () => {
    const dump = await resources(https);
    for (const name of SHELL_STRING_NAMES) {
      const entry = dump.slice(dump.indexOf(`string/${name}\n`));
      const block = entry.slice(0, entry.indexOf('resource 0x', 10));
      // Hindi always; Tamil, Portuguese (for pt-BR) and Traditional Chinese (for zh-Hant-TW) from the labels.
      for (const locale of ['()', '(hi)', '(ta)', '(pt)', '(b+zh+Hant)'])
        expect(block, `${name} ${locale}`).toContain(locale);
    }
    expect(dump).toContain('"आप ऑफ़लाइन हैं"');
    expect(dump).toContain('"நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்"');
    expect(dump).toContain('"Você está off-line"');
    expect(dump).toContain('"你已離線"');
    expect((await aaptBadging(https)).field('package')).toContain("versionCode='7' versionName='1.0.7'");
    expect((await aaptBadging(http)).field('package')).toContain("versionCode='3' versionName='2.0'");
  });

  it('the engine writes every resource name the committed shell looks up', () => {
    // The dex asks for strings and colours by name (MainActivity.text, color): names come from its string pool.
    const dex = new TextDecoder('latin1').decode(readFileSync(SHELL_DEX_URL));
    const asked = [...new Set(dex.match(/apkforge_[a-z_]+/g))].sort();
    // apkforge_mono, a picture icon's monochrome layer, is the notifications' small icon (the letter icon's foreground
    // stands in for it, docs/shell-contract.md "Notifications").
    expect(asked).toEqual([...SHELL_STRING_NAMES, 'apkforge_background', 'apkforge_mono'].sort());
  });
});
