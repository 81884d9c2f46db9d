import { ImageDecodeError, ImageTooLargeError, MAX_DECODED_SIDE, MAX_JPEG_SIDE } from '../core/image/image-errors.js';
import { readImageSize } from '../core/image/image-size.js';
import { decodeJpeg } from '../core/image/jpeg-decoder.js';
import { decodePng } from '../core/image/png-decoder.js';
import { detectImageFormat, type RgbaImage } from '../core/image/raster.js';
import { FormatError } from '../core/bytes/byte-reader.js';
import { ApkConfigError } from './errors.js';

/** Twice the largest launcher icon (192 px): enough source pixels for an area-averaged downscale. */
const ICON_SOURCE_MIN_SIDE = 2 * 192;

/** Compressed icon bytes we accept at all; pixel limits are checked from the header before decoding. */
const MAX_ICON_BYTES = 10 * 1024 * 1024;

/** The message of an icon over the decoding budget: the limit of its format (PNG 2048, JPEG 4096 px a side). */
function iconTooLargeMessage(maxSide: number): string {
  return `Icon too large. Please upload an image of at most ${maxSide}x${maxSide} pixels.`;
}

/**
 * Refuses, from its header alone, an icon whose decoding would exceed the budget (core/image/image-errors.ts): a
 * few byte reads, so a caller can turn a decompression bomb away before handing the icon to a decoder. The decoder
 * checks the same limits again.
 */
export function checkIconSize(bytes: Uint8Array): void {
  const size = readImageSize(bytes);
  if (!size) return;
  const maxSide = size.format === 'png' ? MAX_DECODED_SIDE : MAX_JPEG_SIDE;
  if (size.width > maxSide || size.height > maxSide) throw new ApkConfigError('icon', iconTooLargeMessage(maxSide));
}

/** Decodes the user's icon, turning every failure into a message they can act on. */
export function decodeIcon(bytes: Uint8Array): RgbaImage {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
    throw new ApkConfigError('icon', 'Invalid file format. Please upload a PNG or JPG image.');
  }
  const format = detectImageFormat(bytes);
  if (!format) throw new ApkConfigError('icon', 'Invalid file format. Please upload a PNG or JPG image.');
  if (bytes.length > MAX_ICON_BYTES)
    throw new ApkConfigError('icon', 'Icon too large. Please upload an image under 10 MB.');
  try {
    return format === 'png' ? decodePng(bytes) : decodeJpeg(bytes, { minSide: ICON_SOURCE_MIN_SIDE });
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw new ApkConfigError('icon', iconTooLargeMessage(error.maxSide));
    if (error instanceof ImageDecodeError || error instanceof FormatError || error instanceof RangeError) {
      throw new ApkConfigError('icon', 'The icon could not be read. Please upload a valid PNG or JPG image.');
    }
    throw error;
  }
}
