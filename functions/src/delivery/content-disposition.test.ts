import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../contracts/file-name.js';
import { contentDisposition } from './content-disposition.js';

describe('contentDisposition', () => {
  it('builds an attachment Content-Disposition', () => {
    expect(contentDisposition('My_App.apk')).toBe('attachment; filename="My_App.apk"');
  });

  it('needs no escaping for any name the file-name rule makes', () => {
    expect(contentDisposition(downloadFileName('a"b\\c/d\r\ne;f'))).toBe('attachment; filename="abcdef.apk"');
  });
});

describe('contentDisposition of any other name', () => {
  it('adds the exact name in RFC 8187 form beside an ASCII fallback', () => {
    expect(contentDisposition('Play listing (final).pdf')).toBe(
      `attachment; filename="Play_listing_final_.pdf"; filename*=UTF-8''Play%20listing%20%28final%29.pdf`,
    );
    expect(contentDisposition('हिंदी.txt')).toBe(
      `attachment; filename="download.txt"; filename*=UTF-8''%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80.txt`,
    );
  });

  it('never lets quotes, separators or line breaks into the header', () => {
    const header = contentDisposition('a"b\\c/d\r\ne;f');
    expect(header).not.toMatch(/[\r\n\\]/);
    expect(header.split('"')).toHaveLength(3);
  });
});
