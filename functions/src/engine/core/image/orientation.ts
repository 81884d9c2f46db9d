import { createImage, type RgbaImage } from './raster.js';

/** EXIF orientation (TIFF tag 0x0112) from an APP1 segment, or null when absent. */
export function readExifOrientation(segment: Uint8Array): number | null {
  if (segment.length < 14 || String.fromCharCode(...segment.subarray(0, 4)) !== 'Exif') return null;
  const tiff = segment.subarray(6);
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  try {
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (view.getUint16(entry, little) === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    return null; // a malformed EXIF block only loses the orientation hint
  }
  return null;
}

/** Returns the image as it should be displayed for an EXIF orientation (1..8). */
export function applyOrientation(image: RgbaImage, orientation: number): RgbaImage {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const out = createImage(swap ? h : w, swap ? w : h);
  for (let y = 0; y < out.height; y++) {
    for (let x = 0; x < out.width; x++) {
      const [sx, sy] = sourceOf(orientation, x, y, w, h);
      const from = (sy * w + sx) * 4;
      out.data.set(image.data.subarray(from, from + 4), (y * out.width + x) * 4);
    }
  }
  return out;
}

/** Source pixel of output pixel (x, y) for each EXIF orientation (TIFF 6.0 / EXIF 2.3 tag 274). */
function sourceOf(orientation: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (orientation) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [y, h - 1 - x];
    case 7:
      return [w - 1 - y, h - 1 - x];
    default:
      return [w - 1 - y, x];
  }
}
