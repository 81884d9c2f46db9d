import { describe, expect, it } from 'vitest';
import { apkFileName } from './apk-file-name';

describe('apkFileName (spec §5)', () => {
  it('keeps letters, digits, hyphen and underscore, spaces become underscores', () => {
    expect(apkFileName('My Shop')).toBe('My_Shop.apk');
    expect(apkFileName("Asha's Café & Bakery!")).toBe('Ashas_Caf_Bakery.apk');
    expect(apkFileName('news-app_v2')).toBe('news-app_v2.apk');
  });

  it('cuts the name to 50 characters before the extension', () => {
    const name = apkFileName('a'.repeat(80));
    expect(name).toBe(`${'a'.repeat(50)}.apk`);
  });

  it('defaults to MyApp when nothing usable is left', () => {
    expect(apkFileName('')).toBe('MyApp.apk');
    expect(apkFileName('   ')).toBe('MyApp.apk');
    expect(apkFileName('हिंदी')).toBe('MyApp.apk');
    expect(apkFileName(undefined)).toBe('MyApp.apk');
  });

  it('matches the server rule for surrounding spaces', () => {
    expect(apkFileName('  My  App  ')).toBe('My_App.apk');
  });
});
