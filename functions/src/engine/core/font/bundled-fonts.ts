import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TrueTypeFont } from './truetype.js';

/**
 * Noto Sans Bold (SIL Open Font License 1.1, shipped by the @fontsource/noto-sans package) in the subsets
 * that cover Latin, Greek, Cyrillic, Vietnamese and Devanagari. Cloud Functions have no system fonts,
 * so glyph outlines come from these files and become vector paths of our own.
 */
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese', 'devanagari'];

let fonts: TrueTypeFont[] | undefined;

function loadFonts(): TrueTypeFont[] {
  const require = createRequire(import.meta.url);
  return SUBSETS.map(
    (subset) =>
      new TrueTypeFont(
        readFileSync(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-700-normal.woff`)),
      ),
  );
}

/** The first bundled font that has a glyph for the code point, with that glyph's index. */
export function findGlyph(codePoint: number): { font: TrueTypeFont; glyph: number } | null {
  fonts ??= loadFonts();
  for (const font of fonts) {
    const glyph = font.glyphIndex(codePoint);
    if (glyph) return { font, glyph };
  }
  return null;
}
