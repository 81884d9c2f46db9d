import { fitSquare } from '../core/image/icon-shapes.js';
import { encodeJpeg } from '../core/image/jpeg-encoder.js';
import { encodePng } from '../core/image/png-encoder.js';
import { isOpaque, type RgbaImage } from '../core/image/raster.js';
import { decodeIcon } from './icon-input.js';

/** The smallest side a site's icon may have to be used (the largest launcher icon is 192 px). */
export const SITE_ICON_MIN_SIDE = 192;
/** Icons are handed on at most this size: the form's recommendation, and enough for every launcher density. */
const SITE_ICON_MAX_SIDE = 512;

export interface SiteIcon {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
  /** The decoded source's size. */
  width: number;
  height: number;
}

/** Over white, for a JPEG (which has no alpha): a transparent pixel would otherwise turn black. */
function flatten(image: RgbaImage): RgbaImage {
  const data = new Uint8Array(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c]! * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/**
 * A website's icon (PNG or JPEG bytes) made into an upload the build accepts: decoded with the engine's bounded
 * decoders (so a hostile file fails like a user's upload would), refused when smaller than SITE_ICON_MIN_SIDE,
 * scaled to at most SITE_ICON_MAX_SIDE and encoded as PNG, or as JPEG when the PNG would exceed `maxBytes`.
 * Null when the icon is too small or cannot be made to fit; throws ApkConfigError when it cannot be read.
 */
export function prepareSiteIcon(bytes: Uint8Array, maxBytes: number): SiteIcon | null {
  const decoded = decodeIcon(bytes);
  const { width, height } = decoded;
  if (Math.min(width, height) < SITE_ICON_MIN_SIDE) return null;
  const side = Math.min(SITE_ICON_MAX_SIDE, Math.max(width, height));
  const square = fitSquare(decoded, side);
  const png = encodePng(square);
  if (png.length <= maxBytes) return { bytes: png, contentType: 'image/png', width, height };
  const opaque = isOpaque(square) ? square : flatten(square);
  for (const quality of [90, 80, 70]) {
    const jpeg = encodeJpeg(opaque, quality);
    if (jpeg.length <= maxBytes) return { bytes: jpeg, contentType: 'image/jpeg', width, height };
  }
  return null;
}
