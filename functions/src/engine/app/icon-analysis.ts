import { createImage, type RgbaImage } from '../core/image/raster.js';

/**
 * What the adaptive icon of an uploaded picture needs from its pixels (docs/shell-contract.md, "Launcher icons").
 * An adaptive icon is a 108dp layer of which launchers show a 72dp window through a mask of their own
 * shape (circle, squircle, rounded square); only a centred 66dp circle is visible under every mask.
 */
const LAYER_DP = 108;
const SAFE_DIAMETER_DP = 66;
const VIEWPORT_DP = 72;
/** Pixels at most this opaque are background (anti-aliased edges of a logo on transparency). */
const ALPHA_THRESHOLD = 32;

/**
 * The inset (a fraction of the 108dp layer on each side) that puts the square picture inside the safe
 * circle: its farthest visible pixel from the centre lands on the 66dp circle, so no mask cuts anything.
 * A full-bleed square picture becomes 46.7dp wide (its corners on the circle); a round logo on
 * transparency 66dp; nothing is enlarged past the 72dp that launchers show.
 */
export function safeZoneInset(square: RgbaImage): number {
  const { width: side, data } = square;
  const centre = side / 2;
  let farthest = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (data[(y * side + x) * 4 + 3]! <= ALPHA_THRESHOLD) continue;
      // The pixel's far corner, so the whole pixel stays inside.
      const dx = Math.abs(x + 0.5 - centre) + 0.5;
      const dy = Math.abs(y + 0.5 - centre) + 0.5;
      farthest = Math.max(farthest, dx * dx + dy * dy);
    }
  }
  // Distance as a fraction of half the side: 1 at an edge's middle, sqrt(2) at a corner.
  const radius = Math.sqrt(farthest) / centre;
  const contentDp = radius > 0 ? Math.min(VIEWPORT_DP, SAFE_DIAMETER_DP / radius) : VIEWPORT_DP;
  // Rounded to 1/1000: the same picture always gives the same bytes, and a thousandth of 108dp is invisible.
  return Math.round(((LAYER_DP - contentDp) / 2 / LAYER_DP) * 1000) / 1000;
}

/** Mean colour of the outer ring (2 px) of the square, weighted by alpha, and how opaque that ring is. */
function border(square: RgbaImage): { color: number; opacity: number } {
  const { width: side, data } = square;
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  let count = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (x > 1 && y > 1 && x < side - 2 && y < side - 2) continue;
      const o = (y * side + x) * 4;
      const alpha = data[o + 3]!;
      r += data[o]! * alpha;
      g += data[o + 1]! * alpha;
      b += data[o + 2]! * alpha;
      a += alpha;
      count++;
    }
  }
  const channel = (sum: number) => (a ? Math.round(sum / a) : 255);
  return {
    color: (0xff000000 | (channel(r) << 16) | (channel(g) << 8) | channel(b)) >>> 0,
    opacity: a / (255 * count),
  };
}

/**
 * The adaptive icon's background when the user chose none: the picture's own border colour when the
 * border is mostly opaque (a photo or a logo on a coloured square continues seamlessly into it), else
 * the fallback (the app's background colour: a logo on transparency sits on the site's own background).
 */
export function sampledBackground(square: RgbaImage, fallback: number): number {
  const ring = border(square);
  return ring.opacity >= 0.5 ? ring.color : fallback;
}

/** sRGB distance from the background below which a pixel is background (JPEG noise, paper texture). */
const NOISE_FLOOR = 32;
/** ... and from which it counts fully as the mark. */
const FULL_CONTRAST = 96;

/**
 * The themed-icon (API 33) monochrome layer: launchers tint its alpha with the wallpaper colours. On
 * transparency the logo's own alpha is its silhouette; on an opaque border the mark is whatever differs
 * from the background colour (a logo on white keeps its shape, the white goes). Grey, so it encodes small.
 */
export function monochromeMask(square: RgbaImage, background: number): RgbaImage {
  const { width: side, data } = square;
  const opaqueBorder = border(square).opacity >= 0.5;
  const bg = [(background >> 16) & 0xff, (background >> 8) & 0xff, background & 0xff] as const;
  const out = createImage(side, side);
  for (let i = 0; i < side * side; i++) {
    const o = i * 4;
    let alpha = data[o + 3]!;
    if (opaqueBorder) {
      const distance = Math.hypot(data[o]! - bg[0], data[o + 1]! - bg[1], data[o + 2]! - bg[2]);
      alpha = Math.round(alpha * Math.min(1, Math.max(0, (distance - NOISE_FLOOR) / (FULL_CONTRAST - NOISE_FLOOR))));
    }
    out.data.fill(255, o, o + 3);
    out.data[o + 3] = alpha;
  }
  return out;
}
