import { describe, expect, it } from 'vitest';
import { TINY_JPEG, TINY_PNG } from '../__tests__/fixtures.js';
import { pngBomb } from '../engine/__tests__/support/png-bomb.js';
import { ICON_MAX_BYTES } from '../contracts/limits.js';
import { decodeIconDataUrl } from './icon-data-url.js';

const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const jpeg = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

describe('decodeIconDataUrl', () => {
  it('is absent for undefined, null and empty', () => {
    expect(decodeIconDataUrl(undefined)).toBeUndefined();
    expect(decodeIconDataUrl(null)).toBeUndefined();
    expect(decodeIconDataUrl('')).toBeUndefined();
  });

  it('decodes PNG and JPEG', () => {
    expect(Buffer.from(decodeIconDataUrl(png(TINY_PNG))!)).toEqual(TINY_PNG);
    expect(Buffer.from(decodeIconDataUrl(jpeg(TINY_JPEG))!)).toEqual(TINY_JPEG);
  });

  it('accepts exactly 204800 bytes and refuses one more', () => {
    const exact = Buffer.concat([TINY_PNG, Buffer.alloc(ICON_MAX_BYTES - TINY_PNG.length)]);
    expect(decodeIconDataUrl(png(exact))).toHaveLength(ICON_MAX_BYTES);
    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    expect(() => decodeIconDataUrl(png(over))).toThrow('Icon too large. Please upload an image under 200KB.');
  });

  it.each([
    ['gif', `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`],
    ['svg', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['plain url', 'https://example.com/icon.png'],
    ['jpeg bytes labelled png', png(TINY_JPEG)],
    ['png bytes labelled jpeg', jpeg(TINY_PNG)],
    ['broken base64', 'data:image/png;base64,@@@@'],
    ['a number', 42],
  ])('refuses %s', (_label, value) => {
    expect(() => decodeIconDataUrl(value)).toThrow('Invalid file format. Please upload a PNG or JPG image.');
  });
});

describe('decodeIconDataUrl and the decoding budget', () => {
  it('refuses the 130 KB 4096x4096 16-bit PNG bomb from its header, with the limit, before any decoding', async () => {
    const bomb = Buffer.from(await pngBomb(4096));
    expect(() => decodeIconDataUrl(`data:image/png;base64,${bomb.toString('base64')}`)).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message: 'Icon too large. Please upload an image of at most 2048x2048 pixels.',
      }),
    );
  });
});
