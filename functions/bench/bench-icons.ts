import { createRequire } from 'node:module';

type Sharp = typeof import('sharp').default;
const sharp: Sharp = createRequire(import.meta.url)('sharp');

/** A launcher-icon-like picture (gradient disc on transparency), encoded by sharp as a user's file would be. */
export async function benchIcon(size: number, format: 'png' | 'jpeg', seed: number): Promise<Uint8Array> {
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size * 0.45) ** 2;
      data[o] = (x * 255) / size;
      data[o + 1] = (seed * 37) % 256;
      data[o + 2] = (y * 255) / size;
      data[o + 3] = inside ? 255 : 0;
    }
  }
  const image = sharp(data, { raw: { width: size, height: size, channels: 4 } });
  return new Uint8Array(
    format === 'png'
      ? await image.png().toBuffer()
      : await image
          .flatten({ background: '#fff' })
          .jpeg({ quality: 85, progressive: seed % 2 === 0 })
          .toBuffer(),
  );
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
