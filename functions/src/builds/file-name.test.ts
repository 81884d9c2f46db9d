import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadFileName } from './file-name.js';

describe('downloadFileName (spec §5)', () => {
  it.each([
    ['My App', 'My_App.apk'],
    ['  My   Shop  ', 'My_Shop.apk'],
    ['Café & Co.', 'Caf_Co.apk'],
    ['hello-world_2', 'hello-world_2.apk'],
    ['', 'MyApp.apk'],
    ['!!!', 'MyApp.apk'],
    ['हिंदी ऐप', 'MyApp.apk'],
    ['a'.repeat(60), `${'a'.repeat(50)}.apk`],
    [`${'b'.repeat(49)} c`, `${'b'.repeat(49)}_.apk`],
  ])('%j -> %j', (name, expected) => {
    expect(downloadFileName(name)).toBe(expected);
  });

  it('only ever contains safe characters', () => {
    expect(downloadFileName('a"b\\c/d\r\ne;f')).toMatch(/^[A-Za-z0-9_-]+\.apk$/);
  });

  it('builds an attachment Content-Disposition', () => {
    expect(contentDisposition('My_App.apk')).toBe('attachment; filename="My_App.apk"');
  });
});
