import { FormatError } from '../bytes/byte-reader.js';

/** The bytes are not a PNG or JPEG we can decode (corrupt, truncated, unsupported variant). */
export class ImageDecodeError extends FormatError {}

/** The declared dimensions or decoded size exceed our limits (checked before decoding anything). */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`image is ${width}x${height}, larger than ${MAX_IMAGE_SIDE}x${MAX_IMAGE_SIDE}`);
    this.name = 'ImageTooLargeError';
  }
}

/** Icons may be up to 4096x4096; anything larger is refused before a single pixel is decoded. */
export const MAX_IMAGE_SIDE = 4096;
const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;

export function checkDimensions(width: number, height: number): void {
  if (width < 1 || height < 1) throw new ImageDecodeError(`image has no pixels (${width}x${height})`);
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(width, height);
  }
}
