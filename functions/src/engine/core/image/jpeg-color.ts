/** How the components of a JPEG frame encode colour (JFIF/ITU-T T.871, Adobe APP14). */
export type JpegColorSpace = 'grey' | 'rgb' | 'ycbcr' | 'cmyk' | 'ycck';

/** Round to nearest and clamp to 0..255 (v + 0.5 truncated equals Math.round for the non-negative values left). */
const toByte = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0);

/**
 * Full-resolution component planes to opaque RGBA, one tight loop per colour space (a per-pixel switch
 * cost a quarter of the decoding time of a photo).
 */
export function planesToRgba(planes: readonly Uint8Array[], space: JpegColorSpace, out: Uint8Array): void {
  const p0 = planes[0]!;
  const p1 = planes[1] ?? p0;
  const p2 = planes[2] ?? p0;
  const p3 = planes[3] ?? p0;
  const n = p0.length;
  switch (space) {
    case 'grey':
      for (let i = 0, o = 0; i < n; i++, o += 4) {
        out[o] = out[o + 1] = out[o + 2] = p0[i]!;
        out[o + 3] = 255;
      }
      return;
    case 'rgb':
      for (let i = 0, o = 0; i < n; i++, o += 4) {
        out[o] = p0[i]!;
        out[o + 1] = p1[i]!;
        out[o + 2] = p2[i]!;
        out[o + 3] = 255;
      }
      return;
    case 'cmyk':
      // Adobe CMYK is stored inverted, so R = C' * K' / 255 with the stored values.
      for (let i = 0, o = 0; i < n; i++, o += 4) {
        const k = p3[i]!;
        out[o] = toByte((p0[i]! * k) / 255);
        out[o + 1] = toByte((p1[i]! * k) / 255);
        out[o + 2] = toByte((p2[i]! * k) / 255);
        out[o + 3] = 255;
      }
      return;
    default:
      for (let i = 0, o = 0; i < n; i++, o += 4) {
        const y = p0[i]!;
        const cb = p1[i]! - 128;
        const cr = p2[i]! - 128;
        let r = toByte(y + 1.402 * cr);
        let g = toByte(y - 0.344136 * cb - 0.714136 * cr);
        let b = toByte(y + 1.772 * cb);
        if (space === 'ycck') {
          // YCCK: YCbCr of the inverted CMY, then the same K' product as CMYK.
          const k = p3[i]!;
          r = toByte((r * k) / 255);
          g = toByte((g * k) / 255);
          b = toByte((b * k) / 255);
        }
        out[o] = r;
        out[o + 1] = g;
        out[o + 2] = b;
        out[o + 3] = 255;
      }
  }
}
