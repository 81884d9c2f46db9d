import { detectImageFormat, type ImageFormat } from './raster.js';

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
}

/** SOF0-SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** Markers without a length: TEM, RST0-7, SOI, EOI. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStandalone(marker)) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (marker === 0xda || length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return {
        format: 'jpeg',
        height: (bytes[at + 5]! << 8) | bytes[at + 6]!,
        width: (bytes[at + 7]! << 8) | bytes[at + 8]!,
      };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * The size an image declares, from its header alone (PNG IHDR, the first JPEG frame header), without decoding or
 * inflating anything: a few dozen byte reads, so it can run on any thread. Null when no size is found (the
 * decoder then refuses the file).
 */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const format = detectImageFormat(bytes);
  if (format === 'jpeg') return jpegSize(bytes);
  if (format !== 'png' || bytes.length < 24) return null;
  // The signature, then IHDR first: length (4), type (4), width (4), height (4).
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { format, width: view.getUint32(16), height: view.getUint32(20) };
}
