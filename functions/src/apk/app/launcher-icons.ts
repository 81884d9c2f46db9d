import { Density } from '../core/arsc/res-config.js';
import { circleMask, fitSquare } from '../core/image/icon-shapes.js';
import { encodePng } from '../core/image/png-encoder.js';
import type { RgbaImage } from '../core/image/raster.js';
import { resize } from '../core/image/resample.js';
import { argb, dp, float, ref } from '../core/res/res-value.js';
import { androidAttr, androidDocument, element } from '../core/xml/xml-model.js';
import { writeBinaryXml } from '../core/xml/xml-writer.js';
import { contrastingInk } from './colors.js';
import { letterPath, type LetterGlyph } from './letter-icon.js';
import type { ResourceFile } from './resource-files.js';

/** Launcher icon sizes in pixels per density bucket (48dp). */
export const LAUNCHER_SIZES = [
  ['mdpi', 48],
  ['hdpi', 72],
  ['xhdpi', 96],
  ['xxhdpi', 144],
  ['xxxhdpi', 192],
] as const;

/** Sources at least twice this size are area-reduced to it once, so a 4096 px icon costs little more than a 1536 px one. */
const INTERMEDIATE_SIDE = 4 * 192;

/** The user's picture as square and round PNGs at every density. */
export function rasterIconFiles(image: RgbaImage): ResourceFile[] {
  const files: ResourceFile[] = [];
  const longest = Math.max(image.width, image.height);
  const source =
    longest >= 2 * INTERMEDIATE_SIDE
      ? resize(
          image,
          Math.max(1, Math.round((image.width * INTERMEDIATE_SIDE) / longest)),
          Math.max(1, Math.round((image.height * INTERMEDIATE_SIDE) / longest)),
        )
      : image;
  // Each size is reduced from a larger square when that square is itself a reduction of the source, so a big
  // source is read only once: 96 and 48 are exact 2x/4x area reductions of the 192 px icon (the sample
  // boundaries coincide), 72 is 144 halved. A square enlarged from a small source is never reduced again
  // (that would blur it): those sizes come from the source itself, and a 48 px source stays exact at mdpi.
  const side = Math.max(source.width, source.height);
  const squares = new Map<number, RgbaImage>();
  const reduce = (size: number, from: number) => fitSquare(side >= from ? squares.get(from)! : source, size);
  squares.set(192, fitSquare(source, 192));
  squares.set(144, side >= 2 * 192 ? fitSquare(squares.get(192)!, 144) : fitSquare(source, 144));
  squares.set(96, reduce(96, 192));
  squares.set(72, reduce(72, 144));
  squares.set(48, reduce(48, 96));
  for (const [bucket, size] of LAUNCHER_SIZES) {
    const square = squares.get(size)!;
    const config = { density: Density[bucket] };
    files.push({
      type: 'mipmap',
      name: 'ic_launcher',
      config,
      path: `res/mipmap-${bucket}/ic_launcher.png`,
      data: encodePng(square),
      stored: true,
    });
    files.push({
      type: 'mipmap',
      name: 'ic_launcher_round',
      config,
      path: `res/mipmap-${bucket}/ic_launcher_round.png`,
      data: encodePng(circleMask(square)),
      stored: true,
    });
  }
  return files;
}

/** Legacy (API 24-25) launcher shapes in a 48-unit viewport: a rounded square and a circle, 44 units across. */
const ROUNDED_SQUARE = 'M12,2H36A10,10 0 0 1 46,12V36A10,10 0 0 1 36,46H12A10,10 0 0 1 2,36V12A10,10 0 0 1 12,2Z';
const CIRCLE = 'M24,2A22,22 0 1 1 24,46A22,22 0 1 1 24,2Z';

function vector(viewport: number, paths: [fill: number, data: string][]): Uint8Array {
  return writeBinaryXml(
    androidDocument(
      element(
        'vector',
        [
          androidAttr('height', dp(viewport)),
          androidAttr('width', dp(viewport)),
          androidAttr('viewportWidth', float(viewport)),
          androidAttr('viewportHeight', float(viewport)),
        ],
        paths.map(([fill, data]) =>
          element('path', [androidAttr('fillColor', argb(fill)), androidAttr('pathData', data)]),
        ),
      ),
    ),
  );
}

export interface LetterIconIds {
  themeColor: number;
  /** @color/apkforge_theme, the adaptive icon's background layer. */
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
  const foreground = vector(108, [[ink, letterPath(letter, 108, 0.4, 0.36)]]);
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
      data: vector(48, [
        [ids.themeColor, ROUNDED_SQUARE],
        [ink, glyph],
      ]),
      stored: false,
    },
    {
      type: 'mipmap',
      name: 'ic_launcher_round',
      config: anydpi,
      path: 'res/mipmap-anydpi/ic_launcher_round.xml',
      data: vector(48, [
        [ids.themeColor, CIRCLE],
        [ink, glyph],
      ]),
      stored: false,
    },
    { type: 'mipmap', name: 'ic_launcher', config: v26, path: adaptivePath, data: adaptive, stored: false },
    { type: 'mipmap', name: 'ic_launcher_round', config: v26, path: adaptivePath, stored: false },
  ];
}
