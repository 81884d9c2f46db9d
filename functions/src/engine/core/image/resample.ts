import { createImage, type RgbaImage } from './raster.js';

/** Lanczos-3 windowed sinc. */
function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (x <= -3 || x >= 3) return 0;
  const px = Math.PI * x;
  return (3 * Math.sin(px) * Math.sin(px / 3)) / (px * px);
}

interface Taps {
  first: Int32Array;
  count: Int32Array;
  weights: Float32Array;
  stride: number;
}

/** Normalised filter taps per output sample; the kernel widens with the reduction factor (area-like averaging). */
function taps(inSize: number, outSize: number): Taps {
  const scale = inSize / outSize;
  const stretch = Math.max(1, scale);
  const support = 3 * stretch;
  const stride = Math.ceil(support * 2) + 2;
  const first = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float32Array(outSize * stride);
  for (let o = 0; o < outSize; o++) {
    const center = (o + 0.5) * scale - 0.5;
    const lo = Math.max(0, Math.floor(center - support) + 1);
    const hi = Math.min(inSize - 1, Math.ceil(center + support) - 1);
    let sum = 0;
    for (let i = lo; i <= hi; i++) {
      const w = lanczos3((i - center) / stretch);
      weights[o * stride + i - lo] = w;
      sum += w;
    }
    for (let i = 0; i <= hi - lo; i++) weights[o * stride + i]! /= sum || 1;
    first[o] = lo;
    count[o] = hi - lo + 1;
  }
  return { first, count, weights, stride };
}

/**
 * Area-averaging taps: each output sample is the mean of the source interval it covers, with fractional
 * weights at both ends (exact pixel-area coverage, what downscaling by 2x or more wants).
 */
function areaTaps(inSize: number, outSize: number): Taps {
  const scale = inSize / outSize;
  const stride = Math.ceil(scale) + 2;
  const first = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float32Array(outSize * stride);
  for (let o = 0; o < outSize; o++) {
    const start = o * scale;
    const end = Math.min(inSize, start + scale);
    const lo = Math.floor(start);
    const hi = Math.min(inSize - 1, Math.ceil(end) - 1);
    for (let i = lo; i <= hi; i++) weights[o * stride + i - lo] = (Math.min(end, i + 1) - Math.max(start, i)) / scale;
    first[o] = lo;
    count[o] = hi - lo + 1;
  }
  return { first, count, weights, stride };
}

/** Area averaging for reductions of 2x and more, Lanczos-3 below that and for enlargements. */
function tapsFor(inSize: number, outSize: number): Taps {
  return inSize >= outSize * 2 ? areaTaps(inSize, outSize) : taps(inSize, outSize);
}

/**
 * High-quality separable resize on premultiplied alpha (so transparent edges don't darken): exact area
 * averaging when shrinking by 2x or more, Lanczos-3 otherwise.
 */
export function resize(image: RgbaImage, outW: number, outH: number): RgbaImage {
  const { width: w, height: h, data } = image;
  const horizontal = tapsFor(w, outW);
  // Horizontal pass straight from the 8-bit source, premultiplying on the fly: no float copy of a big source.
  const mid = new Float32Array(outW * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < outW; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      const base = x * horizontal.stride;
      let i = (y * w + horizontal.first[x]!) * 4;
      for (let t = 0; t < horizontal.count[x]!; t++, i += 4) {
        const alpha = data[i + 3]!;
        const wt = horizontal.weights[base + t]!;
        const wa = (wt * alpha) / 255;
        r += data[i]! * wa;
        g += data[i + 1]! * wa;
        b += data[i + 2]! * wa;
        a += alpha * wt;
      }
      const o = (y * outW + x) * 4;
      mid[o] = r;
      mid[o + 1] = g;
      mid[o + 2] = b;
      mid[o + 3] = a;
    }
  }
  const vertical = tapsFor(h, outH);
  const out = createImage(outW, outH);
  const clamp = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));
  for (let y = 0; y < outH; y++) {
    const base = y * vertical.stride;
    for (let x = 0; x < outW; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      let i = (vertical.first[y]! * outW + x) * 4;
      for (let t = 0; t < vertical.count[y]!; t++, i += outW * 4) {
        const wt = vertical.weights[base + t]!;
        r += mid[i]! * wt;
        g += mid[i + 1]! * wt;
        b += mid[i + 2]! * wt;
        a += mid[i + 3]! * wt;
      }
      const o = (y * outW + x) * 4;
      const alpha = clamp(a);
      out.data[o + 3] = alpha;
      if (alpha > 0) {
        // Unpremultiply with the unrounded alpha so colours stay exact where alpha is fractional.
        const inv = 255 / Math.max(a, 1e-3);
        out.data[o] = clamp(r * inv);
        out.data[o + 1] = clamp(g * inv);
        out.data[o + 2] = clamp(b * inv);
      }
    }
  }
  return out;
}
