import { describe, expect, it } from 'vitest';
import { decodeWithSharp, maxAndMeanDifference, pattern } from '../../../__tests__/support/test-images.js';
import { decodeJpeg } from '../jpeg-decoder.js';
import { encodeJpeg } from '../jpeg-encoder.js';
import type { RgbaImage } from '../raster.js';

const opaque = (width: number, height: number): RgbaImage => {
  const data = new Uint8Array(pattern(width, height, 3));
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { width, height, data };
};

describe('encodeJpeg (baseline 4:2:0)', () => {
  it('is read back by our decoder and by libjpeg (sharp) as the same picture, closely', async () => {
    for (const [width, height] of [
      [192, 192],
      [96, 96],
      [17, 9],
      [1, 1],
      [250, 130],
    ] as const) {
      const image = opaque(width, height);
      const jpeg = encodeJpeg(image);
      const ours = decodeJpeg(jpeg);
      const theirs = await decodeWithSharp(jpeg);
      expect([ours.width, ours.height, theirs.width, theirs.height]).toEqual([width, height, width, height]);
      expect(maxAndMeanDifference(ours.data, theirs.data).mean, `${width}x${height} decoders agree`).toBeLessThan(1.5);
      // Chroma is subsampled and the pattern has hard stripes: the mean error stays small.
      expect(maxAndMeanDifference(ours.data, image.data).mean, `${width}x${height} fidelity`).toBeLessThan(6);
    }
  });

  it('is deterministic, and smaller at lower quality', () => {
    const image = opaque(192, 192);
    expect(encodeJpeg(image, 90)).toEqual(encodeJpeg(image, 90));
    expect(encodeJpeg(image, 60).length).toBeLessThan(encodeJpeg(image, 90).length);
  });

  it('stuffs 0xFF data bytes so no marker appears inside the scan', () => {
    const jpeg = encodeJpeg(opaque(64, 64));
    const scanStart = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xda);
    for (let i = scanStart + 14; i < jpeg.length - 2; i++) {
      if (jpeg[i] === 0xff) expect([0x00, 0xd9]).toContain(jpeg[i + 1]);
    }
  });
});
