import { FormatError } from '../bytes/byte-reader.js';

/** The bytes are not a PNG or JPEG we can decode (corrupt, truncated, unsupported variant). */
export class ImageDecodeError extends FormatError {}

/** The declared dimensions exceed what we decode (checked from the header, before anything is inflated). */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
    /** The largest side this format may have. */
    readonly maxSide: number,
  ) {
    super(`image is ${width}x${height}, larger than ${maxSide}x${maxSide}`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * The decoding budget: an image is held decoded at 8 bits per channel, at most 2048x2048 (16 MiB of RGBA), whatever
 * its bit depth. A 16-bit PNG is reduced to 8 bits while its rows are converted; its inflated samples are twice the
 * size at most (32 MiB) and are the only larger buffer.
 */
export const MAX_DECODED_SIDE = 2048;

/**
 * JPEGs may be larger: they are decoded at 1/2, 1/4 or 1/8 scale (DCT scaling, jpeg-decoder.ts) to fit the budget.
 * Their coefficients (2 bytes per sample, jpeg-frame.ts) are the largest buffer: 96 MiB for 4096x4096 at 4:4:4.
 */
export const MAX_JPEG_SIDE = 4096;

export function checkDimensions(width: number, height: number, maxSide: number): void {
  if (width < 1 || height < 1) throw new ImageDecodeError(`image has no pixels (${width}x${height})`);
  if (width > maxSide || height > maxSide) throw new ImageTooLargeError(width, height, maxSide);
}
