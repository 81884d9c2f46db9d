import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testImage } from '../../__tests__/support/test-images.js';
import type { AppConfig } from '../app-config.js';
import { ApkConfigError } from '../errors.js';
import { normalizeConfig } from '../validate-config.js';

const base: AppConfig = { url: 'https://www.example.com/start?x=1', appName: 'Example' };

function errorOf(config: Partial<AppConfig> & Record<string, unknown>): ApkConfigError {
  try {
    normalizeConfig({ ...base, ...config } as AppConfig);
  } catch (error) {
    if (error instanceof ApkConfigError) return error;
    throw error;
  }
  throw new Error('config was accepted');
}

describe('normalizeConfig', () => {
  it('applies defaults and derives the package, hosts and colours', () => {
    const c = normalizeConfig(base);
    expect(c.packageName).toBe('com.example_.app');
    expect(c.versionCode).toBe(1);
    expect(c.versionName).toBe('1.0.1');
    expect(normalizeConfig({ ...base, versionCode: 42 }).versionName).toBe('1.0.42');
    expect(normalizeConfig({ ...base, versionCode: 42, versionName: '2.0' }).versionName).toBe('2.0');
    expect(c.themeColor).toBe(0xff0a7a5c);
    expect(c.backgroundColor).toBe(0xffffffff);
    // The site is the registrable domain (Public Suffix List): www and every other subdomain included.
    expect(c.hosts).toEqual(['example.com']);
    expect(c.extraHosts).toEqual([]);
    expect(c.cleartextHosts).toEqual([]);
    expect(c.iconBackgroundColor).toBeNull();
    expect(c.orientation).toBe('any');
    expect(c.permissions).toEqual({ camera: false, microphone: false, location: false });
    expect(c.notificationFeedUrl).toBeNull();
  });

  it('takes the notification feed as an http(s) address, and nothing else', () => {
    const feed = 'https://apkforge.example/api/apps/com.example_.app/notifications';
    expect(normalizeConfig({ ...base, notificationFeedUrl: feed }).notificationFeedUrl).toBe(feed);
    for (const bad of ['', 'ftp://x.example/f', 'javascript:alert(1)', 'https://', 'https://u:p@x.example/f', 5, null])
      expect(errorOf({ notificationFeedUrl: bad as string }).field, String(bad)).toBe('notificationFeedUrl');
    expect(errorOf({ notificationFeedUrl: `https://x.example/${'a'.repeat(2048)}` }).field).toBe('notificationFeedUrl');
  });

  it('uses the product wording for URL and name errors', () => {
    expect(errorOf({ url: '' })).toMatchObject({ field: 'url', message: 'Please enter a valid URL.' });
    expect(errorOf({ url: 'https://' })).toMatchObject({ field: 'url', message: 'Please enter a valid URL.' });
    expect(errorOf({ url: 'ftp://example.com' })).toMatchObject({
      field: 'url',
      message: 'URL must start with http:// or https://',
    });
    expect(errorOf({ url: 'example.com' }).message).toBe('URL must start with http:// or https://');
    expect(errorOf({ url: 'https://exa mple.com' }).field).toBe('url');
    expect(errorOf({ url: 'https://user:pw@example.com' }).message).toMatch(/user name or password/);
    expect(errorOf({ url: `https://example.com/${'a'.repeat(2100)}` }).message).toMatch(/too long/);
    expect(errorOf({ appName: '   ' })).toMatchObject({ field: 'appName', message: 'Please enter an app name.' });
    expect(errorOf({ appName: 'x'.repeat(201) }).message).toMatch(/at most 200 characters/);
  });

  it('counts name length in characters, cleans control characters and keeps unicode', () => {
    expect(normalizeConfig({ ...base, appName: '😀'.repeat(200) }).appName).toHaveLength(400);
    expect(normalizeConfig({ ...base, appName: '  My\nShop\t ' }).appName).toBe('My Shop');
    expect(normalizeConfig({ ...base, appName: 'bad \ud800 half' }).appName).toBe('bad \ufffd half');
  });

  it('checks the other fields with their own field names', () => {
    expect(errorOf({ versionCode: 0 }).field).toBe('versionCode');
    expect(errorOf({ versionCode: 1.5 }).field).toBe('versionCode');
    expect(errorOf({ versionCode: 2_100_000_001 }).field).toBe('versionCode');
    expect(errorOf({ themeColor: 'red' }).field).toBe('themeColor');
    expect(errorOf({ backgroundColor: '#12345' }).field).toBe('backgroundColor');
    expect(errorOf({ orientation: 'sideways' as 'any' }).field).toBe('orientation');
    expect(errorOf({ packageName: 'com.class' }).field).toBe('packageName');
    expect(errorOf({ labels: { 'not a locale': 'x' } }).field).toBe('labels');
    expect(errorOf({ labels: { hi: ' ' } }).field).toBe('labels.hi');
    expect(errorOf({ labels: { 'pt-br': 'a', pt_BR: 'b' } }).message).toMatch(/twice/);
  });

  it('answers wrongly typed fields (JSON from any caller) with ApkConfigError, never a TypeError', () => {
    const wrong: Record<string, unknown>[] = [
      { url: 5 },
      { appName: 5 },
      { packageName: 5 },
      { versionCode: '2' },
      { versionName: 5 },
      { themeColor: 0x0a7a5c },
      { backgroundColor: [] },
      { orientation: 1 },
      { labels: 'hi' },
      { labels: { hi: 5 } },
      { icon: 'data:image/png;base64,' },
    ];
    for (const fields of wrong) expect(errorOf(fields), JSON.stringify(fields)).toBeInstanceOf(ApkConfigError);
    expect(() => normalizeConfig(null as unknown as AppConfig)).toThrow(ApkConfigError);
  });

  it('accepts #rgb colours and locale variants with scripts and regions', () => {
    const c = normalizeConfig({
      ...base,
      themeColor: '#0a7',
      labels: { hi: 'नमस्ते', 'pt-br': 'Olá', 'zh-hant-TW': '你好', 'es-419': 'Hola' },
    });
    expect(c.themeColor).toBe(0xff00aa77);
    expect(c.labels.map((l) => l.tag)).toEqual(['hi', 'pt-BR', 'zh-Hant-TW', 'es-419']);
  });

  it('rejects icons that are not PNG/JPEG, too large, or corrupt, with the product wording', async () => {
    expect(errorOf({ icon: new TextEncoder().encode('GIF89a...') })).toMatchObject({
      field: 'icon',
      message: 'Invalid file format. Please upload a PNG or JPG image.',
    });
    expect(errorOf({ icon: new Uint8Array(0) }).message).toBe('Invalid file format. Please upload a PNG or JPG image.');
    const png = await testImage({ width: 20, height: 20, format: 'png', variant: 'rgba' });
    expect(errorOf({ icon: png.subarray(0, 60) }).message).toMatch(/could not be read/);
    const huge = Uint8Array.from(png);
    new DataView(huge.buffer).setUint32(16, 5000);
    new DataView(huge.buffer).setUint32(29, crc32(huge.subarray(12, 29)));
    expect(errorOf({ icon: huge }).message).toBe('Icon too large. Please upload an image of at most 2048x2048 pixels.');
    expect(normalizeConfig({ ...base, icon: png }).icon?.width).toBe(20);
  });
});
