import { DEFAULT_BACKGROUND_COLOR, DEFAULT_THEME_COLOR } from '../../contracts/app-options.js';
import { FEATURE_GRAPHIC_SIZE, PLAY_ICON_SIZE } from '../../contracts/play-listing.js';
import { contrastingInk, isLight, parseColor } from '../app/colors.js';
import { decodeIcon } from '../app/icon-input.js';
import { pickLetter, type LetterGlyph } from '../app/letter-icon.js';
import { contoursToPolygons } from '../core/font/glyph-outline.js';
import { outlineBounds } from '../core/font/glyph-path.js';
import { fitSquare } from '../core/image/icon-shapes.js';
import { fillPolygons, paintCoverage, roundedRect } from '../core/image/path-fill.js';
import { encodePng } from '../core/image/png-encoder.js';
import { createImage, type RgbaImage } from '../core/image/raster.js';
import { drawLine, fitText } from './text-drawing.js';

export interface ListingArtInput {
  appName: string;
  /** The site's host, shown under the name on the feature graphic and used for the letter when the name has none. */
  host: string;
  /** '#rgb' / '#rrggbb'; the app's theme colour (default as in the app). */
  themeColor?: string;
  /** Behind a transparent icon; default as in the app. */
  backgroundColor?: string;
  /** The app's icon (PNG or JPEG); without one, the app's letter icon is drawn. */
  icon?: Uint8Array;
}

export interface ListingArt {
  /** 512 x 512, 32-bit PNG (colour type 6), opaque. */
  icon: Uint8Array;
  /** 1024 x 500, 24-bit PNG (colour type 2): Play refuses a feature graphic with alpha. */
  featureGraphic: Uint8Array;
}

type Rgb = readonly [number, number, number];
const rgbOf = (argb: number): Rgb => [(argb >> 16) & 255, (argb >> 8) & 255, argb & 255];
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((c) => Math.round(a[c]! * (1 - t) + b[c]! * t)) as unknown as Rgb;

/** Paints rows [fromRow, toRow) opaque `rgb` (byte stores: an array per pixel cost most of the art's time). */
function fillRows(image: RgbaImage, fromRow: number, toRow: number, rgb: Rgb): void {
  const data = image.data;
  const [red, green, blue] = rgb;
  for (let i = fromRow * image.width * 4, end = toRow * image.width * 4; i < end; i += 4) {
    data[i] = red;
    data[i + 1] = green;
    data[i + 2] = blue;
    data[i + 3] = 255;
  }
}

function fill(image: RgbaImage, rgb: Rgb): void {
  fillRows(image, 0, image.height, rgb);
}

/** Source-over of `src` at (left, top). */
function drawImage(dst: RgbaImage, src: RgbaImage, left: number, top: number): void {
  for (let y = 0; y < src.height; y++) {
    for (let x = 0; x < src.width; x++) {
      const s = (y * src.width + x) * 4;
      const a = src.data[s + 3]! / 255;
      if (a === 0) continue;
      const d = ((top + y) * dst.width + left + x) * 4;
      for (let c = 0; c < 3; c++) dst.data[d + c] = Math.round(src.data[s + c]! * a + dst.data[d + c]! * (1 - a));
      dst.data[d + 3] = 255;
    }
  }
}

/** The app's letter centred on (cx, cy), its ink box fitted into a square of `box` px. */
function drawLetter(image: RgbaImage, letter: LetterGlyph, cx: number, cy: number, box: number, rgb: Rgb): void {
  const bounds = outlineBounds(letter.contours)!;
  const scale = box / Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
  const dx = cx - ((bounds.minX + bounds.maxX) / 2) * scale;
  const dy = cy + ((bounds.minY + bounds.maxY) / 2) * scale;
  paintCoverage(
    image,
    fillPolygons(image.width, image.height, contoursToPolygons(letter.contours, scale, dx, dy)),
    image.width,
    0,
    0,
    rgb,
  );
}

/**
 * Play's hi-res icon: the app's own icon filling the square (a transparent one over the app's background colour), or
 * its letter icon (the launcher's: the letter in white or near-black on the theme colour). Play rounds the corners.
 */
function hiResIcon(input: ListingArtInput, theme: number, background: number, source: RgbaImage | null): Uint8Array {
  const image = createImage(PLAY_ICON_SIZE, PLAY_ICON_SIZE);
  if (source) {
    fill(image, rgbOf(background));
    drawImage(image, fitSquare(source, PLAY_ICON_SIZE), 0, 0);
  } else {
    fill(image, rgbOf(theme));
    drawLetter(image, pickLetter(input.appName, input.host), 256, 256, 240, rgbOf(contrastingInk(theme)));
  }
  return encodePng(image, 'rgba');
}

const CARD = { x: 88, y: 90, size: 320, radius: 72, inset: 32 };
const TEXT = { left: 460, width: 500, maxSize: 88, minSize: 44, hostSize: 30 };

/**
 * The feature graphic: the theme colour shading down, the icon on a rounded card at the left, the app's name (up to
 * two lines, as large as fits) and the site's host at the right, in the ink that reads on the theme colour.
 */
function featureGraphic(
  input: ListingArtInput,
  theme: number,
  background: number,
  source: RgbaImage | null,
): Uint8Array {
  const { width, height } = FEATURE_GRAPHIC_SIZE;
  const image = createImage(width, height);
  const top = rgbOf(theme);
  const bottom = mix(top, [0, 0, 0], 0.18);
  for (let y = 0; y < height; y++) fillRows(image, y, y + 1, mix(top, bottom, y / (height - 1)));
  const cardColor: Rgb = source ? rgbOf(background) : isLight(theme) ? [31, 31, 31] : [255, 255, 255];
  const card = roundedRect(CARD.x, CARD.y, CARD.size, CARD.size, CARD.radius);
  paintCoverage(image, fillPolygons(width, height, [card]), width, 0, 0, cardColor);
  const centre = CARD.size / 2;
  if (source) {
    const inner = CARD.size - 2 * CARD.inset;
    drawImage(image, fitSquare(source, inner), CARD.x + CARD.inset, CARD.y + CARD.inset);
  } else {
    drawLetter(image, pickLetter(input.appName, input.host), CARD.x + centre, CARD.y + centre, 170, top);
  }
  const ink = rgbOf(contrastingInk(theme));
  const name = fitText(input.appName.trim() || input.host, TEXT.width, TEXT.maxSize, TEXT.minSize, 2);
  const lineHeight = Math.round(name.size * 1.15);
  const blockHeight = name.lines.length * lineHeight + Math.round(TEXT.hostSize * 1.9);
  let baseline = Math.round((height - blockHeight) / 2 + name.size * 0.95);
  for (const line of name.lines) {
    drawLine(image, line, TEXT.left, baseline, name.size, ink);
    baseline += lineHeight;
  }
  const host = fitText(input.host, TEXT.width, TEXT.hostSize, TEXT.hostSize, 1).lines[0] ?? '';
  drawLine(image, host, TEXT.left, baseline + Math.round(TEXT.hostSize * 0.5), TEXT.hostSize, mix(ink, top, 0.2));
  return encodePng(image, 'rgb');
}

/** Both listing images of an app, deterministic for the same input. Throws ApkConfigError for a bad icon or colour. */
export function composeListingArt(input: ListingArtInput): ListingArt {
  const theme = parseColor(input.themeColor ?? DEFAULT_THEME_COLOR, 'themeColor');
  const background = parseColor(input.backgroundColor ?? DEFAULT_BACKGROUND_COLOR, 'backgroundColor');
  const source = input.icon ? decodeIcon(input.icon) : null;
  return {
    icon: hiResIcon(input, theme, background, source),
    featureGraphic: featureGraphic(input, theme, background, source),
  };
}
