import { HuffmanTable } from './jpeg-huffman.js';
import { fail, type Frame, parseFrame, ZIGZAG } from './jpeg-frame.js';
import { type JpegColorSpace, planesToRgba } from './jpeg-color.js';
import { idctBlock, scaleQuantTable } from './jpeg-idct.js';
import { decodeScan, type Scan } from './jpeg-scan.js';
import { MAX_DECODED_SIDE } from './image-errors.js';
import { applyOrientation, readExifOrientation } from './orientation.js';
import { createImage, type RgbaImage } from './raster.js';

/** Marker codes (ITU T.81 Table B.1). */
const Marker = {
  SOF0: 0xc0,
  SOF1: 0xc1,
  SOF2: 0xc2,
  DHT: 0xc4,
  SOI: 0xd8,
  EOI: 0xd9,
  SOS: 0xda,
  DQT: 0xdb,
  DRI: 0xdd,
  APP1: 0xe1,
  APP14: 0xee,
} as const;

/**
 * Scans we decode per image. Encoders write 1-3 (sequential) or about 10 (progressive: libjpeg's default
 * script; mozjpeg's optimised ones stay near that); 64 leaves room for any real encoder.
 */
const MAX_SCANS = 64;

interface Tables {
  quant: (Uint16Array | undefined)[];
  dc: (HuffmanTable | undefined)[];
  ac: (HuffmanTable | undefined)[];
}

function readTables(segment: Uint8Array, marker: number, tables: Tables): void {
  let at = 0;
  while (at < segment.length) {
    const info = segment[at++]!;
    if (marker === Marker.DQT) {
      const sixteen = info >> 4 === 1;
      const table = new Uint16Array(64);
      for (let k = 0; k < 64; k++) {
        table[ZIGZAG[k]!] = sixteen ? (segment[at + 2 * k]! << 8) | segment[at + 2 * k + 1]! : segment[at + k]!;
      }
      at += sixteen ? 128 : 64;
      if (at > segment.length) throw fail('truncated DQT');
      tables.quant[info & 3] = table;
    } else {
      const counts = segment.subarray(at, at + 16);
      const total = counts.reduce((a, b) => a + b, 0);
      const symbols = segment.subarray(at + 16, at + 16 + total);
      if (counts.length < 16 || symbols.length < total) throw fail('truncated DHT');
      at += 16 + total;
      (info >> 4 ? tables.ac : tables.dc)[info & 3] = new HuffmanTable(counts, symbols);
    }
  }
}

/**
 * A component plane at full image resolution. Subsampled planes are interpolated bilinearly between
 * sample centres (for 2x this is libjpeg's "fancy" triangle filter), so saturated edges don't turn blocky.
 */
function upsample(
  plane: Uint8Array,
  stride: number,
  sx: number,
  sy: number,
  width: number,
  height: number,
): Uint8Array {
  const out = new Uint8Array(width * height);
  if (sx === 1 && sy === 1) {
    for (let y = 0; y < height; y++) out.set(plane.subarray(y * stride, y * stride + width), y * width);
    return out;
  }
  const axis = (size: number, scale: number) => {
    const limit = Math.ceil(size * scale);
    const lo = new Int32Array(size);
    const hi = new Int32Array(size);
    const weight = new Float32Array(size);
    for (let i = 0; i < size; i++) {
      const p = Math.min(Math.max((i + 0.5) * scale - 0.5, 0), limit - 1);
      lo[i] = Math.floor(p);
      hi[i] = Math.min(lo[i]! + 1, limit - 1);
      weight[i] = p - lo[i]!;
    }
    return { lo, hi, weight, limit };
  };
  const cols = axis(width, sx);
  const rows = axis(height, sy);
  const wide = new Float32Array(rows.limit * width);
  for (let r = 0; r < rows.limit; r++) {
    for (let x = 0; x < width; x++) {
      const w = cols.weight[x]!;
      wide[r * width + x] = plane[r * stride + cols.lo[x]!]! * (1 - w) + plane[r * stride + cols.hi[x]!]! * w;
    }
  }
  for (let y = 0; y < height; y++) {
    const top = rows.lo[y]! * width;
    const bottom = rows.hi[y]! * width;
    const w = rows.weight[y]!;
    for (let x = 0; x < width; x++) out[y * width + x] = Math.round(wide[top + x]! * (1 - w) + wide[bottom + x]! * w);
  }
  return out;
}

/** Each 8x8 block becomes (8 / scale)^2 samples: its exact area average when scale > 1 (the DC alone for 8). */
function componentPlane(
  coefficients: Int16Array,
  blocksPerLine: number,
  blocksPerColumn: number,
  quant: Float32Array,
  scale: number,
) {
  const size = 8 / scale;
  const stride = blocksPerLine * size;
  const plane = new Uint8Array(stride * blocksPerColumn * size);
  const block = new Uint8Array(64);
  for (let row = 0; row < blocksPerColumn; row++) {
    for (let col = 0; col < blocksPerLine; col++) {
      const at = (row * blocksPerLine + col) * 64;
      if (scale === 1) {
        idctBlock(coefficients, at, quant, plane, stride, col * 8, row * 8);
        continue;
      }
      if (scale === 8) {
        const dc = Math.round(coefficients[at]! * quant[0]! + 128);
        plane[row * stride + col] = dc < 0 ? 0 : dc > 255 ? 255 : dc;
        continue;
      }
      idctBlock(coefficients, at, quant, block, 8, 0, 0);
      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          let sum = 0;
          for (let dy = 0; dy < scale; dy++)
            for (let dx = 0; dx < scale; dx++) sum += block[(y * scale + dy) * 8 + x * scale + dx]!;
          plane[(row * size + y) * stride + col * size + x] = Math.round(sum / (scale * scale));
        }
      }
    }
  }
  return { plane, stride };
}

function toRgba(frame: Frame, tables: Tables, adobeTransform: number | null, scale: number): RgbaImage {
  const planes = frame.components.map((c) => {
    const table = tables.quant[c.quantTable];
    if (!table) throw fail('missing quantisation table');
    const { plane, stride } = componentPlane(
      c.coefficients,
      c.blocksPerLine,
      c.blocksPerColumn,
      scaleQuantTable(table),
      scale,
    );
    return { plane, stride, sx: c.h / frame.maxH, sy: c.v / frame.maxV };
  });
  const width = Math.ceil(frame.width / scale);
  const height = Math.ceil(frame.height / scale);
  const image = createImage(width, height);
  const ids = frame.components.map((c) => c.id);
  const space: JpegColorSpace =
    planes.length === 1
      ? 'grey'
      : planes.length === 4
        ? adobeTransform === 2
          ? 'ycck'
          : 'cmyk'
        : adobeTransform === 0 || (adobeTransform === null && ids.join() === '82,71,66')
          ? 'rgb'
          : 'ycbcr';
  planesToRgba(
    planes.map((p) => upsample(p.plane, p.stride, p.sx, p.sy, width, height)),
    space,
    image.data,
  );
  return image;
}

export interface JpegDecodeOptions {
  /**
   * Decode at 1/2, 1/4 or 1/8 scale (block area averages, as libjpeg's DCT scaling) when the result keeps
   * at least this many pixels on its longest side: big photos become icons without full-size decoding. Whatever
   * this says, an image is decoded at a scale that fits MAX_DECODED_SIDE.
   */
  minSide?: number;
}

/** Decodes baseline and progressive Huffman JPEGs (grey, YCbCr, RGB, CMYK/YCCK), applying EXIF orientation. */
export function decodeJpeg(data: Uint8Array, options: JpegDecodeOptions = {}): RgbaImage {
  if (data[0] !== 0xff || data[1] !== Marker.SOI) throw fail('missing SOI');
  const tables: Tables = { quant: [], dc: [], ac: [] };
  let frame: Frame | undefined;
  let restartInterval = 0;
  let adobeTransform: number | null = null;
  let orientation = 1;
  let scans = 0;
  let at = 2;
  for (;;) {
    while (data[at] === 0xff && data[at + 1] === 0xff) at++;
    if (at + 2 > data.length || data[at] !== 0xff) throw fail(`expected a marker at ${at}`);
    const marker = data[at + 1]!;
    if (marker === Marker.EOI) break;
    if (at + 4 > data.length) throw fail('truncated segment');
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    const segment = data.subarray(at + 4, at + 2 + length);
    if (length < 2 || at + 2 + length > data.length) throw fail('truncated segment');
    at += 2 + length;
    if (marker === Marker.SOF0 || marker === Marker.SOF1 || marker === Marker.SOF2) {
      if (frame) throw fail('more than one frame');
      frame = parseFrame(segment, marker === Marker.SOF2);
    } else if (marker >= 0xc3 && marker <= 0xcf && marker !== Marker.DHT && marker !== 0xc8 && marker !== 0xcc) {
      throw fail('lossless, hierarchical and arithmetic-coded JPEGs are not supported');
    } else if (marker === Marker.DQT || marker === Marker.DHT) readTables(segment, marker, tables);
    else if (marker === Marker.DRI) restartInterval = (segment[0]! << 8) | segment[1]!;
    else if (marker === Marker.APP14 && String.fromCharCode(...segment.subarray(0, 5)) === 'Adobe')
      adobeTransform = segment[11] ?? 0;
    else if (marker === Marker.APP1) orientation = readExifOrientation(segment) ?? orientation;
    else if (marker === Marker.SOS) {
      if (!frame) throw fail('scan before frame');
      // Every scan walks the whole frame: a cap keeps a small file of many scans from costing minutes.
      if (++scans > MAX_SCANS) throw fail(`more than ${MAX_SCANS} scans`);
      const count = segment[0] ?? 0;
      if (count < 1 || count > frame.components.length || segment.length < 4 + count * 2)
        throw fail(`bad scan header (${count} components)`);
      const components = Array.from({ length: count }, (_, i) => {
        const id = segment[1 + i * 2]!;
        const selector = segment[2 + i * 2]!;
        const component = frame!.components.find((c) => c.id === id);
        if (!component) throw fail(`scan names unknown component ${id}`);
        return { component, dcTable: tables.dc[selector >> 4], acTable: tables.ac[selector & 15] };
      });
      const p = 1 + count * 2;
      const scan: Scan = {
        components,
        spectralStart: segment[p]!,
        spectralEnd: segment[p + 1]!,
        approxHigh: segment[p + 2]! >> 4,
        approxLow: segment[p + 2]! & 15,
      };
      at = decodeScan(data, at, frame, scan, restartInterval);
      if (at + 1 >= data.length) break;
    }
  }
  if (!frame) throw fail('no frame');
  const longest = Math.max(frame.width, frame.height);
  // The smallest scale that fits the decoding budget, or a coarser one that still keeps minSide pixels.
  const fits = [1, 2, 4, 8].find((s) => Math.ceil(longest / s) <= MAX_DECODED_SIDE) ?? 8;
  const wanted = options.minSide ? ([8, 4, 2].find((s) => Math.ceil(longest / s) >= options.minSide!) ?? 1) : 1;
  const scale = Math.max(fits, wanted);
  return applyOrientation(toRgba(frame, tables, adobeTransform, scale), orientation);
}
