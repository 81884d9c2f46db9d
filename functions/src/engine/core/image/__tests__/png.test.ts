import { deflateSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeWithSharp,
  maxAndMeanDifference,
  pattern,
  PNG_VARIANTS,
  testImage,
} from '../../../__tests__/support/test-images.js';
import { ImageDecodeError, ImageTooLargeError } from '../image-errors.js';
import { decodePng } from '../png-decoder.js';
import { encodePng } from '../png-encoder.js';
import { paeth } from '../png-filters.js';
import { PNG_SIGNATURE } from '../raster.js';

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

function handMadePng(width: number, height: number, idat: Uint8Array, colorType = 6): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

describe('PNG decoder, against sharp (libspng) as the independent decoder', () => {
  for (const variant of PNG_VARIANTS) {
    for (const [width, height] of [
      [1, 1],
      [33, 17],
      [130, 95],
    ] as const) {
      it(`decodes ${variant} ${width}x${height}`, async () => {
        const png = await testImage({ width, height, format: 'png', variant });
        const ours = decodePng(png);
        const reference = await decodeWithSharp(png);
        expect([ours.width, ours.height]).toEqual([reference.width, reference.height]);
        // 16-bit samples may round differently by one step.
        expect(maxAndMeanDifference(ours.data, reference.data).max).toBeLessThanOrEqual(variant.endsWith('16') ? 1 : 0);
      });
    }
  }

  it('refuses oversized dimensions before inflating anything (decompression bomb)', () => {
    const bomb = handMadePng(100_000, 100_000, deflateSync(Buffer.alloc(1024 * 1024)));
    expect(() => decodePng(bomb)).toThrow(ImageTooLargeError);
    expect(() => decodePng(handMadePng(2049, 1, deflateSync(Buffer.alloc(10))))).toThrow(ImageTooLargeError);
    expect(() => decodePng(handMadePng(1, 2049, deflateSync(Buffer.alloc(10))))).toThrow(ImageTooLargeError);
  });

  it('refuses image data that inflates beyond the declared size', () => {
    const bomb = handMadePng(16, 16, deflateSync(Buffer.alloc(50 * 1024 * 1024)));
    expect(() => decodePng(bomb)).toThrow(ImageDecodeError);
  });

  it('refuses truncated data, bad CRCs and unknown filters', () => {
    const png = handMadePng(2, 2, deflateSync(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8])));
    expect(decodePng(png).width).toBe(2);
    expect(() => decodePng(png.subarray(0, png.length - 20))).toThrow(ImageDecodeError);
    const badCrc = Uint8Array.from(png);
    badCrc[30] = badCrc[30]! ^ 1;
    expect(() => decodePng(badCrc)).toThrow(ImageDecodeError);
    expect(() => decodePng(handMadePng(1, 1, deflateSync(Buffer.from([9, 0, 0, 0, 0]))))).toThrow(/filter/);
  });
});

describe('PNG encoder, decoded by sharp', () => {
  it('writes RGBA losslessly, and RGB when the image is opaque', async () => {
    const rgba = { width: 61, height: 40, data: new Uint8Array(pattern(61, 40)) };
    const png = encodePng(rgba);
    const back = await decodeWithSharp(png);
    expect(back.data).toEqual(rgba.data);
    const opaque = { ...rgba, data: rgba.data.map((v, i) => (i % 4 === 3 ? 255 : v)) };
    const rgb = encodePng(opaque);
    expect(rgb[25]).toBe(2);
    expect((await decodeWithSharp(rgb)).data).toEqual(opaque.data);
    expect(encodePng(rgba)).toEqual(png);
  });

  it('writes grey images (themed-icon masks) with one colour channel: grey + alpha, or grey', async () => {
    const grey = {
      width: 33,
      height: 20,
      data: new Uint8Array(pattern(33, 20)).map((v, i) => (i % 4 === 3 ? v : (i >> 2) % 251)),
    };
    for (let i = 0; i < grey.data.length; i += 4) grey.data[i + 1] = grey.data[i + 2] = grey.data[i]!;
    const greyAlpha = encodePng(grey);
    expect(greyAlpha[25]).toBe(4);
    expect((await decodeWithSharp(greyAlpha)).data).toEqual(grey.data);
    expect(decodePng(greyAlpha).data).toEqual(grey.data);
    const opaqueGrey = { ...grey, data: grey.data.map((v, i) => (i % 4 === 3 ? 255 : v)) };
    const greyOnly = encodePng(opaqueGrey);
    expect(greyOnly[25]).toBe(0);
    expect(decodePng(greyOnly).data).toEqual(opaqueGrey.data);
    expect(greyOnly.length).toBeLessThan(
      encodePng({ ...opaqueGrey, data: opaqueGrey.data.map((v, i) => (i % 4 === 2 ? 255 - v : v)) }).length,
    );
  });
});

describe('PNG filters', () => {
  it('picks the Paeth predictor exactly as the PNG specification defines it, for every input', () => {
    // The predictor is written without branches (for speed); this is the PNG specification's text (9.4) as code.
    const reference = (a: number, b: number, c: number) => {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    };
    let mismatches = 0;
    for (let a = 0; a < 256; a++)
      for (let b = 0; b < 256; b++)
        for (let c = 0; c < 256; c++) if (paeth(a, b, c) !== reference(a, b, c)) mismatches++;
    expect(mismatches).toBe(0);
  });
});
