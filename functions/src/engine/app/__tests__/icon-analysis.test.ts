import { describe, expect, it } from 'vitest';
import { createImage, type RgbaImage } from '../../core/image/raster.js';
import { monochromeMask, safeZoneInset, sampledBackground } from '../icon-analysis.js';

function image(side: number, pixel: (x: number, y: number) => [number, number, number, number]): RgbaImage {
  const out = createImage(side, side);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) out.data.set(pixel(x, y), (y * side + x) * 4);
  return out;
}
const c = 96;
const disc = (r: number, rgba: [number, number, number, number]) =>
  image(192, (x, y) => (Math.hypot(x + 0.5 - c, y + 0.5 - c) <= r ? rgba : [0, 0, 0, 0]));

describe('adaptive icon analysis', () => {
  it('insets a full-bleed square so its corners touch the 66dp safe circle', () => {
    const inset = safeZoneInset(image(192, () => [10, 20, 30, 255]));
    // Content 66 / sqrt(2) = 46.7dp of the 108dp layer: (108 - 46.7) / 2 / 108.
    expect(inset).toBeCloseTo((108 - 66 / Math.SQRT2) / 2 / 108, 2);
  });

  it('lets a round logo fill the safe circle, and never enlarges past the 72dp viewport', () => {
    expect(safeZoneInset(disc(95, [0, 0, 0, 255]))).toBeCloseTo((108 - 66) / 2 / 108, 2);
    expect(safeZoneInset(disc(20, [0, 0, 0, 255]))).toBeCloseTo((108 - 72) / 2 / 108, 3);
    expect(safeZoneInset(createImage(192, 192))).toBeCloseTo((108 - 72) / 2 / 108, 3);
  });

  it('samples the border colour of an opaque picture, and falls back on transparency', () => {
    const framed = image(192, (x, y) => (x < 4 || y < 4 || x > 187 || y > 187 ? [200, 100, 50, 255] : [0, 0, 0, 255]));
    expect(sampledBackground(framed, 0xffffffff)).toBe(0xffc86432);
    expect(sampledBackground(disc(60, [0, 0, 0, 255]), 0xff123456)).toBe(0xff123456);
  });

  it('makes the monochrome layer from alpha on transparency, from contrast with the background otherwise', () => {
    const logo = monochromeMask(disc(60, [255, 255, 255, 255]), 0xffffffff);
    expect(logo.data[(96 * 192 + 96) * 4 + 3]).toBe(255);
    expect(logo.data[3]).toBe(0);
    const onWhite = image(192, (x) => (x < 96 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const mask = monochromeMask(onWhite, 0xffffffff);
    expect(mask.data[(10 * 192 + 10) * 4 + 3]).toBe(0);
    expect(mask.data[(10 * 192 + 150) * 4 + 3]).toBe(255);
    // Grey (white) pixels: the PNG encoder writes it with one colour channel.
    expect(mask.data.every((v, i) => i % 4 === 3 || v === 255)).toBe(true);
  });
});
