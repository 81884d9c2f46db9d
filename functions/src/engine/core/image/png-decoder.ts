import { crc32, inflateSync } from 'node:zlib';
import { ByteReader } from '../bytes/byte-reader.js';
import { checkDimensions, ImageDecodeError, MAX_DECODED_SIDE } from './image-errors.js';
import { unfilterRow } from './png-filters.js';
import { PNG_SIGNATURE, createImage, type RgbaImage } from './raster.js';

const fail = (message: string) => new ImageDecodeError(`PNG: ${message}`);

/** Samples per pixel by colour type (PNG spec 11.2.2): grey, -, RGB, palette, grey+alpha, -, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ALLOWED_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

function readChunks(bytes: Uint8Array): {
  header: Header;
  palette?: Uint8Array;
  transparency?: Uint8Array;
  idat: Uint8Array[];
} {
  const reader = new ByteReader(bytes, fail, 8);
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw fail('bad signature');
  let header: Header | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  const bigEndian = (b: Uint8Array) => ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  for (;;) {
    const length = bigEndian(reader.take(4));
    const typeAndData = reader.slice(reader.offset, 4 + length);
    reader.offset += 4;
    const type = String.fromCharCode(...typeAndData.subarray(0, 4));
    const data = reader.take(length);
    const crc = reader.take(4);
    if (crc32(typeAndData) !== bigEndian(crc)) throw fail(`CRC error in ${type}`);
    if (!header && type !== 'IHDR') throw fail('IHDR is not the first chunk');
    if (type === 'IHDR') {
      const d = new DataView(data.buffer, data.byteOffset, data.byteLength);
      header = {
        width: d.getUint32(0),
        height: d.getUint32(4),
        depth: data[8]!,
        colorType: data[9]!,
        interlaced: data[12] === 1,
      };
      if (!ALLOWED_DEPTHS[header.colorType]?.includes(header.depth))
        throw fail(`colour type ${header.colorType} / depth ${header.depth}`);
      if (data[10] !== 0 || data[11] !== 0 || data[12]! > 1)
        throw fail('unknown compression, filter or interlace method');
      // Decompression-bomb guard: refuse images over the decoding budget before inflating anything.
      checkDimensions(header.width, header.height, MAX_DECODED_SIDE);
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  if (!header) throw fail('no IHDR');
  if (header.colorType === 3 && !palette) throw fail('palette image without PLTE');
  const result: ReturnType<typeof readChunks> = { header, idat };
  if (palette) result.palette = palette;
  if (transparency) result.transparency = transparency;
  return result;
}

function passes(h: Header): { width: number; height: number; x0: number; y0: number; dx: number; dy: number }[] {
  if (!h.interlaced) return [{ width: h.width, height: h.height, x0: 0, y0: 0, dx: 1, dy: 1 }];
  return ADAM7.map(([x0, y0, dx, dy]) => ({
    width: Math.ceil((h.width - x0) / dx),
    height: Math.ceil((h.height - y0) / dy),
    x0,
    y0,
    dx,
    dy,
  })).filter((p) => p.width > 0 && p.height > 0);
}

/** Reverses the per-row filters in place; returns each row (a view into `raw`). */
function unfilter(raw: Uint8Array, at: number, rowBytes: number, rows: number, bpp: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let previous: Uint8Array = new Uint8Array(rowBytes);
  for (let y = 0; y < rows; y++) {
    const row = raw.subarray(at + 1, at + 1 + rowBytes);
    if (!unfilterRow(raw[at]!, row, previous, bpp)) throw fail(`unknown filter ${raw[at]}`);
    at += rowBytes + 1;
    out.push(row);
    previous = row;
  }
  return out;
}

/** Fast path for the common 8-bit layouts without a colour key: a tight loop per colour type. */
function convert8(
  row: Uint8Array,
  colorType: number,
  out: Uint8Array,
  o: number,
  width: number,
  palette?: Uint8Array,
  alpha?: Uint8Array,
): void {
  for (let x = 0; x < width; x++, o += 4) {
    switch (colorType) {
      case 6:
        out[o] = row[x * 4]!;
        out[o + 1] = row[x * 4 + 1]!;
        out[o + 2] = row[x * 4 + 2]!;
        out[o + 3] = row[x * 4 + 3]!;
        break;
      case 2:
        out[o] = row[x * 3]!;
        out[o + 1] = row[x * 3 + 1]!;
        out[o + 2] = row[x * 3 + 2]!;
        out[o + 3] = 255;
        break;
      case 0:
        out[o] = out[o + 1] = out[o + 2] = row[x]!;
        out[o + 3] = 255;
        break;
      case 4:
        out[o] = out[o + 1] = out[o + 2] = row[x * 2]!;
        out[o + 3] = row[x * 2 + 1]!;
        break;
      default: {
        const index = row[x]!;
        if (index * 3 + 2 >= palette!.length) throw fail(`palette index ${index} out of range`);
        out[o] = palette![index * 3]!;
        out[o + 1] = palette![index * 3 + 1]!;
        out[o + 2] = palette![index * 3 + 2]!;
        out[o + 3] = alpha && index < alpha.length ? alpha[index]! : 255;
      }
    }
  }
}

/** Decodes any standard PNG (all colour types and depths, Adam7) to 8-bit RGBA. */
export function decodePng(bytes: Uint8Array): RgbaImage {
  const { header: h, palette, transparency, idat } = readChunks(bytes);
  const channels = CHANNELS[h.colorType]!;
  const bitsPerPixel = channels * h.depth;
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const layout = passes(h);
  const expected = layout.reduce((sum, p) => sum + p.height * (1 + Math.ceil((p.width * bitsPerPixel) / 8)), 0);
  let raw: Uint8Array;
  try {
    // Up to 32 MiB for a 2048x2048 16-bit RGBA image (the budget in image-errors.ts). One output chunk larger than the expected size means
    // zlib hands back that buffer itself, where smaller chunks would be gathered and copied (twice the peak).
    const inflated = inflateSync(Buffer.concat(idat), { maxOutputLength: expected, chunkSize: expected + 64 });
    raw = new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
  } catch (error) {
    throw fail(`image data does not inflate to the declared size (${(error as Error).message})`);
  }
  if (raw.length < expected) throw fail('image data is truncated');
  const image = createImage(h.width, h.height);
  const maxSample = (1 << h.depth) - 1;
  const to8 = (v: number) =>
    h.depth === 16 ? (v * 255 + 32895) >> 16 : h.depth === 8 ? v : Math.round((v * 255) / maxSample);
  const keyGrey =
    h.colorType === 0 && transparency && transparency.length >= 2 ? (transparency[0]! << 8) | transparency[1]! : -1;
  const keyRgb =
    h.colorType === 2 && transparency && transparency.length >= 6
      ? [0, 2, 4].map((i) => (transparency[i]! << 8) | transparency[i + 1]!)
      : null;
  let at = 0;
  const fast =
    h.depth === 8 && !h.interlaced && (h.colorType === 3 || h.colorType === 4 || h.colorType === 6 || !transparency);
  for (const pass of layout) {
    const rowBytes = Math.ceil((pass.width * bitsPerPixel) / 8);
    const rows = unfilter(raw, at, rowBytes, pass.height, bpp);
    at += pass.height * (rowBytes + 1);
    if (fast) {
      rows.forEach((row, y) => convert8(row, h.colorType, image.data, y * h.width * 4, h.width, palette, transparency));
      continue;
    }
    rows.forEach((row, py) => {
      const sample = (index: number): number => {
        if (h.depth === 16) return (row[index * 2]! << 8) | row[index * 2 + 1]!;
        if (h.depth === 8) return row[index]!;
        const bit = index * h.depth;
        return (row[bit >> 3]! >> (8 - h.depth - (bit & 7))) & maxSample;
      };
      for (let px = 0; px < pass.width; px++) {
        const o = ((pass.y0 + py * pass.dy) * h.width + pass.x0 + px * pass.dx) * 4;
        const s = px * channels;
        let r: number,
          g: number,
          b: number,
          a = 255;
        if (h.colorType === 3) {
          const index = sample(s);
          if (index * 3 + 2 >= palette!.length) throw fail(`palette index ${index} out of range`);
          r = palette![index * 3]!;
          g = palette![index * 3 + 1]!;
          b = palette![index * 3 + 2]!;
          a = transparency && index < transparency.length ? transparency[index]! : 255;
        } else if (channels <= 2) {
          const grey = sample(s);
          r = g = b = to8(grey);
          if (channels === 2) a = to8(sample(s + 1));
          else if (grey === keyGrey) a = 0;
        } else {
          const [sr, sg, sb] = [sample(s), sample(s + 1), sample(s + 2)];
          r = to8(sr);
          g = to8(sg);
          b = to8(sb);
          if (channels === 4) a = to8(sample(s + 3));
          else if (keyRgb && sr === keyRgb[0] && sg === keyRgb[1] && sb === keyRgb[2]) a = 0;
        }
        image.data[o] = r;
        image.data[o + 1] = g;
        image.data[o + 2] = b;
        image.data[o + 3] = a;
      }
    });
  }
  return image;
}
