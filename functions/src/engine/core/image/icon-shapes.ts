import { createImage, type RgbaImage } from './raster.js';
import { resize } from './resample.js';

/** Scales an image to fit a size x size square (aspect kept, centred, transparent margins). */
export function fitSquare(image: RgbaImage, size: number): RgbaImage {
  const longest = Math.max(image.width, image.height);
  const w = Math.max(1, Math.round((image.width * size) / longest));
  const h = Math.max(1, Math.round((image.height * size) / longest));
  const scaled = w === image.width && h === image.height ? image : resize(image, w, h);
  if (w === size && h === size) return scaled;
  const out = createImage(size, size);
  const x0 = Math.floor((size - w) / 2);
  const y0 = Math.floor((size - h) / 2);
  for (let y = 0; y < h; y++)
    out.data.set(scaled.data.subarray(y * w * 4, (y + 1) * w * 4), ((y0 + y) * size + x0) * 4);
  return out;
}

const SUBSAMPLES = 4;

/** Round launcher variant: the square icon inside a circle, edge anti-aliased by 4x4 supersampling. */
export function circleMask(image: RgbaImage): RgbaImage {
  const { width: w, height: h } = image;
  const out = { width: w, height: h, data: Uint8Array.from(image.data) };
  const cx = w / 2;
  const cy = h / 2;
  const radius = Math.min(w, h) / 2;
  // A pixel's samples lie within half a pixel diagonal of its centre: pixels whose centre is farther than
  // that from the edge are wholly inside (kept) or wholly outside (cleared) without sampling.
  const margin = Math.SQRT1_2;
  const innerSq = radius > margin ? (radius - margin) ** 2 : -1;
  const outerSq = (radius + margin) ** 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = (y * w + x) * 4 + 3;
      const d2 = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2;
      if (d2 <= innerSq) continue;
      if (d2 >= outerSq) {
        out.data[o] = 0;
        continue;
      }
      let inside = 0;
      for (let sy = 0; sy < SUBSAMPLES; sy++) {
        for (let sx = 0; sx < SUBSAMPLES; sx++) {
          const dx = x + (sx + 0.5) / SUBSAMPLES - cx;
          const dy = y + (sy + 0.5) / SUBSAMPLES - cy;
          if (dx * dx + dy * dy <= radius * radius) inside++;
        }
      }
      out.data[o] = Math.round((out.data[o]! * inside) / (SUBSAMPLES * SUBSAMPLES));
    }
  }
  return out;
}
