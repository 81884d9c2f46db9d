import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../file-name.js';

describe('downloadFileName (docs/product.md §5)', () => {
  it.each([
    ['My App', 'My_App.apk'],
    ['My Shop', 'My_Shop.apk'],
    // The rule drops "&" first, so the spaces around it collapse into one underscore (the CLI once said Shop__Co).
    ['Shop & Co', 'Shop_Co.apk'],
    ['  My   Shop  ', 'My_Shop.apk'],
    ['Café & Co.', 'Caf_Co.apk'],
    ["Asha's Café & Bakery!", 'Ashas_Caf_Bakery.apk'],
    ['My Shop: Best!', 'My_Shop_Best.apk'],
    ['hello-world_2', 'hello-world_2.apk'],
    ['news-app_v2', 'news-app_v2.apk'],
    ['', 'MyApp.apk'],
    ['   ', 'MyApp.apk'],
    ['!!!', 'MyApp.apk'],
    ['हिंदी ऐप', 'MyApp.apk'],
    ['a'.repeat(80), `${'a'.repeat(50)}.apk`],
    // Cut after the spaces became underscores: the 50th character may be the underscore.
    [`${'b'.repeat(49)} c`, `${'b'.repeat(49)}_.apk`],
    // Tabs and newlines are not spaces: they are dropped like any other character.
    ['Tab\tName\nLine', 'TabNameLine.apk'],
  ])('%j -> %j', (name, expected) => {
    expect(downloadFileName(name)).toBe(expected);
  });

  it('defaults to MyApp for a missing name', () => {
    expect(downloadFileName(undefined)).toBe('MyApp.apk');
    expect(downloadFileName(null)).toBe('MyApp.apk');
  });

  it('takes the deliverable extension', () => {
    expect(downloadFileName('Shop & Co', 'aab')).toBe('Shop_Co.aab');
    expect(downloadFileName('', 'aab')).toBe('MyApp.aab');
  });

  it('only ever contains characters a header and a file system take as they are', () => {
    expect(downloadFileName('a"b\\c/d\r\ne;f')).toMatch(/^[A-Za-z0-9_-]+\.apk$/);
  });
});
