import { Density } from '../core/arsc/res-config.js';
import { circleMask, fitSquare } from '../core/image/icon-shapes.js';
import { encodeJpeg } from '../core/image/jpeg-encoder.js';
import { encodePng } from '../core/image/png-encoder.js';
import { isOpaque, type RgbaImage } from '../core/image/raster.js';
import { resize } from '../core/image/resample.js';
import { argb, dp, float, fraction, ref } from '../core/res/res-value.js';
import { androidAttr, androidDocument, element } from '../core/xml/xml-model.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import { contrastingInk } from './colors.js';
import { monochromeMask, safeZoneInset, sampledBackground } from './icon-analysis.js';
import { letterPath, type LetterGlyph } from './letter-icon.js';
import type { ResourceFile } from './resource-files.js';

/**
 * Density buckets of the picture's launcher PNG/JPEG (48dp): xxxhdpi for xxhdpi and xxxhdpi screens (and the
 * launchers that load icons a bucket above the screen's), xhdpi, an exact 2x reduction, for the rest, so
 * Android never scales a bitmap by more than 2x at load time. Two files instead of five keep a photo icon
 * inside the 64 KiB budget; the same files are the adaptive foreground on API 26+.
 */
export const LAUNCHER_SIZES = [
  ['xhdpi', 96],
  ['xxxhdpi', 192],
] as const;

/** Sources at least twice this size are area-reduced to it once, so a 4096 px icon costs little more than a 1536 px one. */
const INTERMEDIATE_SIDE = 4 * 192;
/** JPEG quality of opaque pictures: at 192 px indistinguishable from the PNG at an eighth of its size. */
const JPEG_QUALITY = 90;
/** The themed-icon mask is a silhouette the launcher tints: half the launcher size is plenty. */
const MONOCHROME_SIDE = 96;

export interface RasterIconIds {
  /** @color/apkforge_icon_background, the adaptive icon's background layer. */
  backgroundRes: number;
  /** @mipmap/apkforge_icon: the square pictures under a name the adaptive icon can point to. */
  squareRes: number;
  /** @drawable/apkforge_mono, the themed-icon layer. */
  monochromeRes: number;
}

export interface RasterIcons {
  files: ResourceFile[];
  /** The adaptive icon's background: the user's choice, else sampled from the picture. */
  background: number;
}

/**
 * The adaptive icon (API 26+) of a picture, one small XML: the background colour, the square picture as
 * foreground inset into the safe zone (icon-analysis.ts), and a monochrome mask for themed icons (API 33).
 * Insets are fractions of the layer, so they scale with whatever size the launcher draws.
 */
function adaptiveIcon(inset: number, ids: RasterIconIds): Uint8Array {
  const layer = (name: string, drawable: number) =>
    element(
      name,
      [],
      [element('inset', [androidAttr('drawable', ref(drawable)), androidAttr('inset', fraction(inset))])],
    );
  return writeBinaryXml(
    androidDocument(
      element(
        'adaptive-icon',
        [],
        [
          element('background', [androidAttr('drawable', ref(ids.backgroundRes))]),
          layer('foreground', ids.squareRes),
          layer('monochrome', ids.monochromeRes),
        ],
      ),
    ),
  );
}

function squares(image: RgbaImage): Map<number, RgbaImage> {
  const longest = Math.max(image.width, image.height);
  const source =
    longest >= 2 * INTERMEDIATE_SIDE
      ? resize(
          image,
          Math.max(1, Math.round((image.width * INTERMEDIATE_SIDE) / longest)),
          Math.max(1, Math.round((image.height * INTERMEDIATE_SIDE) / longest)),
        )
      : image;
  const side = Math.max(source.width, source.height);
  const large = fitSquare(source, 192);
  // 96 is an exact 2x area reduction of 192 when that is itself a reduction; a small source is used directly.
  return new Map([
    [192, large],
    [96, fitSquare(side >= 192 ? large : source, 96)],
  ]);
}

/**
 * The user's picture. Square pictures at two densities (JPEG when opaque, a photo; PNG when it has
 * transparency, a logo) serve API 24-25 launchers and, inset, the adaptive foreground. A round variant for
 * API 25's round-icon launchers only where it differs: a logo on transparency gets a circle-masked PNG
 * (shared when masking changes nothing); an opaque picture keeps its square. Then the adaptive icon and
 * its monochrome mask.
 */
export function rasterIconFiles(
  image: RgbaImage,
  ids: RasterIconIds,
  background: number | null,
  fallback: number,
): RasterIcons {
  const files: ResourceFile[] = [];
  const byDensity = squares(image);
  const opaque = isOpaque(byDensity.get(192)!);
  for (const [bucket, size] of LAUNCHER_SIZES) {
    const square = byDensity.get(size)!;
    const config = { density: Density[bucket] };
    const path = `res/mipmap-${bucket}/ic_launcher.${opaque ? 'jpg' : 'png'}`;
    files.push(
      {
        type: 'mipmap',
        name: 'ic_launcher',
        config,
        path,
        data: opaque ? encodeJpeg(square, JPEG_QUALITY) : encodePng(square),
        stored: true,
      },
      { type: 'mipmap', name: 'apkforge_icon', config, path, stored: true },
    );
    if (opaque) files.push({ type: 'mipmap', name: 'ic_launcher_round', config, path, stored: true });
  }
  if (!opaque) {
    const large = byDensity.get(192)!;
    const round = circleMask(large);
    const unchanged = round.data.every((value, i) => value === large.data[i]);
    const config = { density: Density.xxxhdpi };
    files.push(
      unchanged
        ? {
            type: 'mipmap',
            name: 'ic_launcher_round',
            config,
            path: 'res/mipmap-xxxhdpi/ic_launcher.png',
            stored: true,
          }
        : {
            type: 'mipmap',
            name: 'ic_launcher_round',
            config,
            path: 'res/mipmap-xxxhdpi/ic_launcher_round.png',
            data: encodePng(round),
            stored: true,
          },
    );
  }
  const largest = byDensity.get(192)!;
  const iconBackground = background ?? sampledBackground(largest, fallback);
  const v26 = { density: Density.anydpi, sdkVersion: 26 };
  const adaptivePath = 'res/mipmap-anydpi-v26/ic_launcher.xml';
  files.push(
    {
      type: 'drawable',
      name: 'apkforge_mono',
      config: { density: Density.nodpi },
      path: 'res/drawable-nodpi/apkforge_mono.png',
      data: encodePng(monochromeMask(fitSquare(largest, MONOCHROME_SIDE), iconBackground)),
      stored: true,
    },
    {
      type: 'mipmap',
      name: 'ic_launcher',
      config: v26,
      path: adaptivePath,
      data: adaptiveIcon(safeZoneInset(largest), ids),
      stored: false,
    },
    { type: 'mipmap', name: 'ic_launcher_round', config: v26, path: adaptivePath, stored: false },
  );
  return { files, background: iconBackground };
}

/** The legacy (API 24-25) launcher shape in a 48-unit viewport: a rounded square, 44 units across. */
const ROUNDED_SQUARE = 'M12,2H36A10,10 0 0 1 46,12V36A10,10 0 0 1 36,46H12A10,10 0 0 1 2,36V12A10,10 0 0 1 12,2Z';

function vector(viewport: number, paths: [fill: number, data: string][]) {
  return element(
    'vector',
    [
      androidAttr('height', dp(viewport)),
      androidAttr('width', dp(viewport)),
      androidAttr('viewportWidth', float(viewport)),
      androidAttr('viewportHeight', float(viewport)),
    ],
    paths.map(([fill, data]) => element('path', [androidAttr('fillColor', argb(fill)), androidAttr('pathData', data)])),
  );
}

const vectorFile = (viewport: number, paths: [fill: number, data: string][]) =>
  writeBinaryXml(androidDocument(vector(viewport, paths)));

export interface LetterIconIds {
  /** The icon's background colour: the user's choice, else the theme colour. */
  themeColor: number;
  /** @color/apkforge_icon_background, the adaptive icon's background layer. */
  themeColorRes: number;
  /** @drawable/ic_launcher_foreground. */
  foregroundRes: number;
}

/**
 * The generated icon as vectors (crisp at every density, a few hundred bytes): an adaptive icon for
 * API 26+ (theme-colour background, letter foreground, the letter as themed-icon monochrome layer) and
 * legacy square/round vectors for API 24-25.
 */
export function letterIconFiles(letter: LetterGlyph, ids: LetterIconIds): ResourceFile[] {
  const ink = contrastingInk(ids.themeColor);
  // Adaptive icons are 108dp with a 66dp safe circle; the letter's ink box stays well inside it.
  const foreground = vectorFile(108, [[ink, letterPath(letter, 108, 0.4, 0.36)]]);
  const adaptive = writeBinaryXml(
    androidDocument(
      element(
        'adaptive-icon',
        [],
        [
          element('background', [androidAttr('drawable', ref(ids.themeColorRes))]),
          element('foreground', [androidAttr('drawable', ref(ids.foregroundRes))]),
          element('monochrome', [androidAttr('drawable', ref(ids.foregroundRes))]),
        ],
      ),
    ),
  );
  const glyph = letterPath(letter, 48, 0.42, 0.4);
  const anydpi = { density: Density.anydpi };
  const v26 = { density: Density.anydpi, sdkVersion: 26 };
  const adaptivePath = 'res/mipmap-anydpi-v26/ic_launcher.xml';
  return [
    {
      type: 'drawable',
      name: 'ic_launcher_foreground',
      config: {},
      path: 'res/drawable/ic_launcher_foreground.xml',
      data: foreground,
      stored: false,
    },
    {
      type: 'mipmap',
      name: 'ic_launcher',
      config: anydpi,
      path: 'res/mipmap-anydpi/ic_launcher.xml',
      data: vectorFile(48, [
        [ids.themeColor, ROUNDED_SQUARE],
        [ink, glyph],
      ]),
      stored: false,
    },
    // API 25's round-icon launchers get the rounded square too: a second legacy vector would cost 0.4-0.5 KB
    // of the no-icon size budget for a shape only Android 7.1 launchers show.
    {
      type: 'mipmap',
      name: 'ic_launcher_round',
      config: anydpi,
      path: 'res/mipmap-anydpi/ic_launcher.xml',
      stored: false,
    },
    { type: 'mipmap', name: 'ic_launcher', config: v26, path: adaptivePath, data: adaptive, stored: false },
    { type: 'mipmap', name: 'ic_launcher_round', config: v26, path: adaptivePath, stored: false },
  ];
}
