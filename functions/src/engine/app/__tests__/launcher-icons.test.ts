import { describe, expect, it } from 'vitest';
import { decodeWithSharp, maxAndMeanDifference, pattern, sharp } from '../../__tests__/support/test-images.js';
import { decodePng } from '../../core/image/png-decoder.js';
import { encodePng } from '../../core/image/png-encoder.js';
import type { RgbaImage } from '../../core/image/raster.js';
import { LAUNCHER_SIZES, rasterIconFiles as rasterIcons } from '../launcher-icons.js';

const IDS = { backgroundRes: 0x7f010002, squareRes: 0x7f030002, monochromeRes: 0x7f020001 };
const rasterIconFiles = (image: RgbaImage) => rasterIcons(image, IDS, null, 0xffffffff).files;

const square = (side: number): RgbaImage => ({ width: side, height: side, data: new Uint8Array(pattern(side, side)) });

function icon(files: ReturnType<typeof rasterIconFiles>, bucket: string): RgbaImage {
  return decodePng(files.find((f) => f.path === `res/mipmap-${bucket}/ic_launcher.png`)!.data!);
}

describe('raster launcher icons', () => {
  it('keeps a 96 px source exact at xhdpi (never enlarged and reduced again)', () => {
    const source = square(96);
    expect(icon(rasterIconFiles(source), 'xhdpi').data).toEqual(source.data);
  });

  it('derives every density as a good resize of the source, whatever its size', async () => {
    for (const side of [30, 100, 200, 500, 1600]) {
      const source = square(side);
      const files = rasterIconFiles(source);
      for (const [bucket, size] of LAUNCHER_SIZES) {
        const ours = icon(files, bucket);
        const reference = await decodeWithSharp(
          new Uint8Array(await sharp(encodePng(source)).resize(size, size, { kernel: 'lanczos3' }).png().toBuffer()),
        );
        // Area averaging vs libvips' lanczos differ at hard edges (most where 1600 px stripes alias at 48 px),
        // never by much on average.
        expect(maxAndMeanDifference(ours.data, reference.data).mean, `${side} px at ${bucket}`).toBeLessThan(5);
      }
    }
  });
});
