import { describe, expect, it } from 'vitest';
import {
  decodeWithSharp,
  JPEG_VARIANTS,
  maxAndMeanDifference,
  sharp,
  testImage,
} from '../../../__tests__/support/test-images.js';
import { ImageDecodeError, ImageTooLargeError } from '../image-errors.js';
import { decodeJpeg } from '../jpeg-decoder.js';

describe('JPEG decoder, against sharp (mozjpeg) as the independent decoder', () => {
  for (const variant of JPEG_VARIANTS) {
    for (const [width, height] of [
      [1, 1],
      [17, 9],
      [97, 130],
      [256, 200],
    ] as const) {
      it(`decodes ${variant} ${width}x${height}`, async () => {
        const jpeg = await testImage({ width, height, format: 'jpeg', variant });
        const ours = decodeJpeg(jpeg);
        const reference = await decodeWithSharp(jpeg);
        expect([ours.width, ours.height]).toEqual([reference.width, reference.height]);
        const diff = maxAndMeanDifference(ours.data, reference.data);
        // Float AAN vs libjpeg's integer IDCT and colour conversion round differently by a level or two.
        expect(diff.max).toBeLessThanOrEqual(3);
        expect(diff.mean).toBeLessThan(0.5);
      });
    }
  }

  it('decodes big photos at 1/2, 1/4 or 1/8 scale as block area averages when asked for a smaller size', async () => {
    for (const [width, height, minSide, expected] of [
      [1600, 1200, 384, [400, 300]],
      [3200, 800, 384, [400, 100]],
      [900, 900, 384, [450, 450]],
      [300, 200, 384, [300, 200]],
    ] as const) {
      const jpeg = await testImage({ width, height, format: 'jpeg', variant: '444' });
      const ours = decodeJpeg(jpeg, { minSide });
      expect([ours.width, ours.height]).toEqual(expected);
      const factor = width / expected[0];
      const reference = await decodeWithSharp(
        new Uint8Array(await sharp(jpeg).resize(expected[0], expected[1], { kernel: 'linear' }).png().toBuffer()),
      );
      // Reduced by area averaging of decoded blocks vs libvips' reduce of the full decode: a close match.
      expect(maxAndMeanDifference(ours.data, reference.data).mean).toBeLessThan(factor > 1 ? 3 : 0.5);
    }
  });

  it('decodes restart intervals', async () => {
    const jpeg = await testImage({ width: 160, height: 120, format: 'jpeg', variant: 'baseline' });
    const withRestarts = new Uint8Array(await sharp(jpeg).jpeg({ quality: 90, optimiseCoding: false }).toBuffer());
    expect(decodeJpeg(withRestarts).width).toBe(160);
  });

  it('applies EXIF orientation', async () => {
    const base = await testImage({ width: 40, height: 20, format: 'jpeg', variant: '444' });
    const rotated = new Uint8Array(await sharp(base).withMetadata({ orientation: 6 }).jpeg().toBuffer());
    const ours = decodeJpeg(rotated);
    expect([ours.width, ours.height]).toEqual([20, 40]);
    const reference = await decodeWithSharp(
      new Uint8Array(await sharp(rotated).rotate().jpeg({ quality: 100 }).toBuffer()),
    );
    expect(maxAndMeanDifference(ours.data, reference.data).mean).toBeLessThan(8);
  });

  it('refuses oversized frames before allocating or decoding anything', () => {
    const sof = (w: number, h: number) =>
      Uint8Array.of(0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, h >> 8, h & 255, w >> 8, w & 255, 1, 1, 0x11, 0, 0xff, 0xd9);
    expect(() => decodeJpeg(sof(65535, 65535))).toThrow(ImageTooLargeError);
    expect(() => decodeJpeg(sof(4097, 16))).toThrow(ImageTooLargeError);
  });

  it('refuses damaged and unsupported files', async () => {
    const jpeg = await testImage({ width: 64, height: 64, format: 'jpeg', variant: 'baseline' });
    expect(() => decodeJpeg(jpeg.subarray(0, 200))).toThrow(ImageDecodeError);
    const arithmetic = Uint8Array.of(0xff, 0xd8, 0xff, 0xc9, 0, 11, 8, 0, 8, 0, 8, 1, 1, 0x11, 0, 0xff, 0xd9);
    expect(() => decodeJpeg(arithmetic)).toThrow(/not supported/);
  });
});
