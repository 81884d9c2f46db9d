import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../contracts/file-name.js';
import { contentDisposition } from './file-name.js';

describe('contentDisposition', () => {
  it('builds an attachment Content-Disposition', () => {
    expect(contentDisposition('My_App.apk')).toBe('attachment; filename="My_App.apk"');
  });

  it('needs no escaping for any name the file-name rule makes', () => {
    expect(contentDisposition(downloadFileName('a"b\\c/d\r\ne;f'))).toBe('attachment; filename="abcdef.apk"');
  });
});
