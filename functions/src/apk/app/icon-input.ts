import { ImageDecodeError, ImageTooLargeError, MAX_IMAGE_SIDE } from '../core/image/image-errors.js';
import { decodeJpeg } from '../core/image/jpeg-decoder.js';
import { decodePng } from '../core/image/png-decoder.js';
import { detectImageFormat, type RgbaImage } from '../core/image/raster.js';
import { FormatError } from '../core/bytes/byte-reader.js';
import { ApkConfigError } from './errors.js';

/** Twice the largest launcher icon (192 px): enough source pixels for an area-averaged downscale. */
const ICON_SOURCE_MIN_SIDE = 2 * 192;

/** Compressed icon bytes we accept at all; pixel limits are checked from the header before decoding. */
const MAX_ICON_BYTES = 10 * 1024 * 1024;

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
    if (error instanceof ImageTooLargeError) {
      throw new ApkConfigError(
        'icon',
        `Icon too large. Please upload an image of at most ${MAX_IMAGE_SIDE}x${MAX_IMAGE_SIDE} pixels.`,
      );
    }
    if (error instanceof ImageDecodeError || error instanceof FormatError || error instanceof RangeError) {
      throw new ApkConfigError('icon', 'The icon could not be read. Please upload a valid PNG or JPG image.');
    }
    throw error;
  }
}
