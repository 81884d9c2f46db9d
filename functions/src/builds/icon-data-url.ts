import { HttpsError } from 'firebase-functions/https';
import { ApkConfigError, checkIconSize } from '../engine/index.js';
import { ICON_MAX_BYTES } from '../contracts/limits.js';

const PREFIXES = { 'image/png': 'data:image/png;base64,', 'image/jpeg': 'data:image/jpeg;base64,' } as const;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const INVALID_FORMAT = 'Invalid file format. Please upload a PNG or JPG image.';
const TOO_LARGE = 'Icon too large. Please upload an image under 200KB.';

function looksLike(type: keyof typeof PREFIXES, bytes: Buffer): boolean {
  if (type === 'image/png') return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * Decodes the optional `app-icon` of the build body. Returns undefined when absent or empty. The bytes must
 * really be the declared format: a renamed GIF or SVG is refused like any other format; an image whose header
 * declares more pixels than the engine decodes is refused with the limit (README "Security and limits").
 */
export function decodeIconDataUrl(value: unknown): Uint8Array | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpsError('invalid-argument', INVALID_FORMAT);
  const type = (Object.keys(PREFIXES) as (keyof typeof PREFIXES)[]).find((candidate) =>
    value.startsWith(PREFIXES[candidate]),
  );
  if (!type) throw new HttpsError('invalid-argument', INVALID_FORMAT);
  const base64 = value.slice(PREFIXES[type].length);
  // Checked before decoding, so a huge string is refused without allocating its bytes.
  if (base64.length > Math.ceil(ICON_MAX_BYTES / 3) * 4) throw new HttpsError('invalid-argument', TOO_LARGE);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new HttpsError('invalid-argument', INVALID_FORMAT);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > ICON_MAX_BYTES) throw new HttpsError('invalid-argument', TOO_LARGE);
  if (!looksLike(type, bytes)) throw new HttpsError('invalid-argument', INVALID_FORMAT);
  try {
    // From the header alone, on this thread: a decompression bomb is turned away before any worker decodes it.
    checkIconSize(bytes);
  } catch (error) {
    if (error instanceof ApkConfigError) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  return new Uint8Array(bytes);
}
