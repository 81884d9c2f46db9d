import { checkDimensions, ImageDecodeError, MAX_JPEG_SIDE } from './image-errors.js';

export const fail = (message: string) => new ImageDecodeError(`JPEG: ${message}`);

/** Natural (row-major) index of the n-th coefficient in zig-zag order (ITU T.81 Figure A.6). */
export const ZIGZAG = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
]);

/**
 * Bytes of coefficient storage we accept (all components, Int16): 96 MiB, what a 4096x4096 (MAX_JPEG_SIDE) image with
 * three full-resolution components needs. Only a four-component (CMYK) image that large asks for more.
 */
const MAX_COEFFICIENT_BYTES = 96 * 1024 * 1024;

export interface Component {
  id: number;
  h: number;
  v: number;
  quantTable: number;
  /** Blocks per line / column covering the whole MCU grid (padded). */
  blocksPerLine: number;
  blocksPerColumn: number;
  /** Blocks that hold image data for this component (a non-interleaved scan covers only these). */
  usedBlocksPerLine: number;
  usedBlocksPerColumn: number;
  coefficients: Int16Array;
  dcPredictor: number;
}

export interface Frame {
  progressive: boolean;
  width: number;
  height: number;
  maxH: number;
  maxV: number;
  mcusPerLine: number;
  mcusPerColumn: number;
  components: Component[];
}

/** Parses SOF0/1/2 and allocates coefficient storage after checking the declared size. */
export function parseFrame(segment: Uint8Array, progressive: boolean): Frame {
  if (segment[0] !== 8) throw fail(`${segment[0]}-bit samples are not supported`);
  const height = (segment[1]! << 8) | segment[2]!;
  const width = (segment[3]! << 8) | segment[4]!;
  if (height === 0) throw fail('DNL-defined height is not supported');
  checkDimensions(width, height, MAX_JPEG_SIDE);
  const count = segment[5]!;
  if (![1, 3, 4].includes(count) || segment.length < 6 + count * 3) throw fail(`${count} components`);
  const raw = Array.from({ length: count }, (_, i) => {
    const at = 6 + i * 3;
    const h = segment[at + 1]! >> 4;
    const v = segment[at + 1]! & 15;
    if (h < 1 || h > 4 || v < 1 || v > 4) throw fail('bad sampling factors');
    return { id: segment[at]!, h, v, quantTable: segment[at + 2]! & 3 };
  });
  const maxH = Math.max(...raw.map((c) => c.h));
  const maxV = Math.max(...raw.map((c) => c.v));
  const mcusPerLine = Math.ceil(width / (8 * maxH));
  const mcusPerColumn = Math.ceil(height / (8 * maxV));
  const totalBlocks = raw.reduce((sum, c) => sum + mcusPerLine * c.h * mcusPerColumn * c.v, 0);
  if (totalBlocks * 128 > MAX_COEFFICIENT_BYTES) throw fail('image needs too much memory to decode');
  const components = raw.map((c) => {
    const blocksPerLine = mcusPerLine * c.h;
    const blocksPerColumn = mcusPerColumn * c.v;
    return {
      ...c,
      blocksPerLine,
      blocksPerColumn,
      usedBlocksPerLine: Math.ceil(Math.ceil((width * c.h) / maxH) / 8),
      usedBlocksPerColumn: Math.ceil(Math.ceil((height * c.v) / maxV) / 8),
      coefficients: new Int16Array(blocksPerLine * blocksPerColumn * 64),
      dcPredictor: 0,
    };
  });
  return { progressive, width, height, maxH, maxV, mcusPerLine, mcusPerColumn, components };
}
