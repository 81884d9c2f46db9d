import { describe, expect, it } from 'vitest';
import { ICON_MAX_BYTES } from '@contracts/limits';
import { checkIconFile } from './icon-file';

describe('checkIconFile (docs/product.md §5)', () => {
  it('accepts PNG and JPEG up to 204800 bytes', () => {
    expect(checkIconFile({ name: 'a.png', type: 'image/png', size: ICON_MAX_BYTES })).toEqual({ ok: true });
    expect(checkIconFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toEqual({ ok: true });
  });

  it.each([
    { name: 'a.gif', type: 'image/gif', size: 10 },
    { name: 'a.webp', type: 'image/webp', size: 10 },
    { name: 'a.svg', type: 'image/svg+xml', size: 10 },
    { name: 'a.txt', type: '', size: 10 },
  ])('refuses $name', (file) => {
    expect(checkIconFile(file)).toEqual({
      ok: false,
      message: 'Invalid file format. Please upload a PNG or JPG image.',
    });
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkIconFile({ name: 'icon.PNG', type: '', size: 10 })).toEqual({ ok: true });
  });

  it('refuses files over 204800 bytes', () => {
    expect(checkIconFile({ name: 'a.png', type: 'image/png', size: ICON_MAX_BYTES + 1 })).toEqual({
      ok: false,
      message: 'Icon too large. Please upload an image under 200KB.',
    });
  });

  it('checks the format before the size', () => {
    expect(checkIconFile({ name: 'a.gif', type: 'image/gif', size: 10 ** 7 })).toMatchObject({
      message: 'Invalid file format. Please upload a PNG or JPG image.',
    });
  });
});
