import { describe, expect, it } from 'vitest';
import { decodeWithSharp, sharp } from '../../../__tests__/support/test-images.js';
import { circleMask, fitSquare } from '../icon-shapes.js';
import { encodePng } from '../png-encoder.js';
import { createImage } from '../raster.js';
import { resize } from '../resample.js';

function solid(width: number, height: number, rgba: [number, number, number, number]) {
  const image = createImage(width, height);
  for (let i = 0; i < width * height; i++) image.data.set(rgba, i * 4);
  return image;
}

describe('resampling', () => {
  it('keeps flat colours exact at any factor', () => {
    for (const [w, h, ow, oh] of [
      [4096, 10, 48, 1],
      [7, 3, 192, 192],
      [300, 200, 72, 48],
    ] as const) {
      const out = resize(solid(w, h, [10, 120, 250, 255]), ow, oh);
      expect(new Set(Array.from({ length: ow * oh }, (_, i) => out.data.subarray(i * 4, i * 4 + 4).join()))).toEqual(
        new Set(['10,120,250,255']),
      );
    }
  });

  it('does not darken edges next to transparency (premultiplied alpha)', () => {
    const image = createImage(64, 64);
    for (let y = 0; y < 64; y++) for (let x = 0; x < 32; x++) image.data.set([255, 255, 255, 255], (y * 64 + x) * 4);
    const out = resize(image, 20, 20);
    for (let i = 0; i < 400; i++) {
      if (out.data[i * 4 + 3]! > 0) expect(out.data[i * 4]).toBeGreaterThanOrEqual(250);
    }
  });

  it('is close to libvips lanczos3 on a photo-like pattern', async () => {
    const src = createImage(400, 300);
    for (let y = 0; y < 300; y++)
      for (let x = 0; x < 400; x++)
        src.data.set([(x * 255) / 399, (y * 255) / 299, 128 + 100 * Math.sin(x / 9), 255], (y * 400 + x) * 4);
    const ours = resize(src, 96, 72);
    const reference = await decodeWithSharp(
      new Uint8Array(await sharp(encodePng(src)).resize(96, 72, { kernel: 'lanczos3' }).png().toBuffer()),
    );
    let sum = 0;
    for (let i = 0; i < ours.data.length; i++) sum += Math.abs(ours.data[i]! - reference.data[i]!);
    expect(sum / ours.data.length).toBeLessThan(3);
  });

  it('fits non-square images into a centred square and masks a circle', () => {
    const square = fitSquare(solid(200, 100, [0, 0, 0, 255]), 48);
    expect([square.width, square.height]).toEqual([48, 48]);
    expect(square.data[3]).toBe(0);
    expect(square.data[(24 * 48 + 24) * 4 + 3]).toBe(255);
    const round = circleMask(solid(48, 48, [9, 9, 9, 255]));
    expect(round.data[3]).toBe(0);
    expect(round.data[(24 * 48 + 24) * 4 + 3]).toBe(255);
    const partial = Array.from({ length: 48 * 48 }, (_, i) => round.data[i * 4 + 3]!).filter((a) => a > 0 && a < 255);
    // An anti-aliased rim: a few hundred partly covered pixels around a 48 px circle.
    expect(partial.length).toBeGreaterThan(60);
  });
});

describe('round icon mask', () => {
  it('equals 4x4 supersampling of every pixel (the edge-only sampling shortcut changes nothing)', () => {
    for (const [w, h] of [
      [1, 1],
      [2, 2],
      [3, 5],
      [17, 9],
      [48, 48],
      [49, 49],
      [72, 72],
    ] as const) {
      const image = createImage(w, h);
      for (let i = 0; i < image.data.length; i++) image.data[i] = (i * 37) & 255;
      const expected = Uint8Array.from(image.data);
      const radius = Math.min(w, h) / 2;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let inside = 0;
          for (let sy = 0; sy < 4; sy++)
            for (let sx = 0; sx < 4; sx++)
              inside += Math.hypot(x + (sx + 0.5) / 4 - w / 2, y + (sy + 0.5) / 4 - h / 2) <= radius ? 1 : 0;
          const o = (y * w + x) * 4 + 3;
          expected[o] = Math.round((expected[o]! * inside) / 16);
        }
      }
      expect(circleMask(image).data).toEqual(expected);
    }
  });
});
