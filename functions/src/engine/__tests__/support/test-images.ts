import { createRequire } from 'node:module';
import type { Random } from './random.js';

// sharp (libvips: libspng, mozjpeg) is a dev dependency: the independent encoder of our test inputs
// and the independent decoder of what we encode.
type Sharp = typeof import('sharp').default;
export const sharp: Sharp = createRequire(import.meta.url)('sharp');

export interface TestImageSpec {
  width: number;
  height: number;
  format: 'png' | 'jpeg';
  variant: string;
}

/** A deterministic RGBA test pattern: gradients, a hard edge and a transparent corner. */
export function pattern(width: number, height: number, seed = 1): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      data[o] = Math.round((x * 255) / Math.max(1, width - 1));
      data[o + 1] = Math.round((y * 255) / Math.max(1, height - 1));
      data[o + 2] = (x + seed * 13) % 64 < 32 ? 220 : 40;
      data[o + 3] =
        x + y < Math.min(width, height) / 3 ? Math.round(((x + y) * 255) / (Math.min(width, height) / 3)) : 255;
    }
  }
  return data;
}

export const PNG_VARIANTS = [
  'rgba',
  'rgb',
  'grey',
  'grey-alpha',
  'palette',
  'palette-alpha',
  'rgba16',
  'rgb16',
  'grey16',
  'interlaced',
] as const;
export const JPEG_VARIANTS = ['baseline', 'progressive', 'grey', '444', 'progressive-420'] as const;

/** Encodes the pattern with sharp in one of the colour types, depths and modes we must read. */
export async function testImage(spec: TestImageSpec, seed = 1): Promise<Uint8Array> {
  const raw = sharp(pattern(spec.width, spec.height, seed), {
    raw: { width: spec.width, height: spec.height, channels: 4 },
  });
  if (spec.format === 'jpeg') {
    const image = spec.variant === 'grey' ? raw.flatten().greyscale() : raw.flatten({ background: '#ffffff' });
    return new Uint8Array(
      await image
        .jpeg({
          quality: 88,
          progressive: spec.variant.startsWith('progressive'),
          chromaSubsampling: spec.variant === '444' ? '4:4:4' : '4:2:0',
        })
        .toBuffer(),
    );
  }
  switch (spec.variant) {
    case 'rgb':
      return new Uint8Array(await raw.flatten().png().toBuffer());
    case 'grey':
      return new Uint8Array(await raw.flatten().greyscale().png().toBuffer());
    case 'grey-alpha':
      return new Uint8Array(await raw.greyscale().png().toBuffer());
    case 'palette':
      return new Uint8Array(await raw.flatten().png({ palette: true, colours: 64, dither: 0 }).toBuffer());
    case 'palette-alpha':
      return new Uint8Array(await raw.png({ palette: true, colours: 32 }).toBuffer());
    case 'rgba16':
      return new Uint8Array(await raw.toColourspace('rgb16').png().toBuffer());
    case 'rgb16':
      return new Uint8Array(await raw.flatten().toColourspace('rgb16').png().toBuffer());
    case 'grey16':
      return new Uint8Array(await raw.flatten().toColourspace('grey16').png().toBuffer());
    case 'interlaced':
      return new Uint8Array(await raw.png({ progressive: true }).toBuffer());
    default:
      return new Uint8Array(await raw.png().toBuffer());
  }
}

export function randomImageSpec(random: Random): TestImageSpec {
  const format = random.chance(0.6) ? 'png' : 'jpeg';
  const side = () => random.pick([1, 2, 7, 16, 33, 48, 100, 127, 192, 255, 300, 512, 513, 777]);
  return {
    width: side(),
    height: side(),
    format,
    variant: random.pick(format === 'png' ? PNG_VARIANTS : JPEG_VARIANTS),
  };
}

/** Raw RGBA decoded by sharp: the independent decoder. */
export async function decodeWithSharp(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(bytes)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

export function maxAndMeanDifference(a: Uint8Array, b: Uint8Array): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!);
    if (d > max) max = d;
    sum += d;
  }
  return { max, mean: sum / a.length };
}
