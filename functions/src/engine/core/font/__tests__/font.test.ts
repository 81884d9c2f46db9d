import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { findGlyph } from '../bundled-fonts.js';
import { contoursToPathData, outlineBounds } from '../glyph-path.js';
import { FontFormatError, readFontTables } from '../sfnt.js';
import { TrueTypeFont } from '../truetype.js';

const latin = () =>
  readFileSync(createRequire(import.meta.url).resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'));

describe('TrueType from WOFF', () => {
  it('reads the tables and maps code points to glyphs', () => {
    const tables = readFontTables(latin());
    for (const name of ['head', 'cmap', 'loca', 'glyf', 'maxp']) expect(tables.has(name)).toBe(true);
    const font = new TrueTypeFont(latin());
    expect(font.unitsPerEm).toBe(1000);
    expect(font.glyphIndex(0x41)).toBeGreaterThan(0);
    expect(font.glyphIndex(0x10ffff)).toBe(0);
  });

  it('flattens simple and composite glyphs into closed quadratic contours', () => {
    const font = new TrueTypeFont(latin());
    const a = font.contours(font.glyphIndex(0x41));
    expect(a.length).toBe(2); // outer shape and counter of "A"
    const eAcute = font.contours(font.glyphIndex(0xc9));
    expect(eAcute.length).toBeGreaterThan(font.contours(font.glyphIndex(0x45)).length); // E + the accent
    const box = outlineBounds(eAcute)!;
    expect(box.maxY).toBeGreaterThan(outlineBounds(font.contours(font.glyphIndex(0x45)))!.maxY);
  });

  it('finds glyphs across the bundled subsets (Latin, Greek, Cyrillic, Devanagari) and none for CJK', () => {
    for (const char of ['A', 'é', 'Ω', 'Ж', 'ह', 'Ắ']) expect(findGlyph(char.codePointAt(0)!)).not.toBeNull();
    expect(findGlyph('中'.codePointAt(0)!)).toBeNull();
  });

  it('writes compact SVG-syntax path data, y flipped into the viewport', () => {
    const path = contoursToPathData(
      [
        [
          { x: 0, y: 0, on: true },
          { x: 10, y: 0, on: true },
          { x: 10, y: 10, on: false },
          { x: 0, y: 10, on: false },
        ],
      ],
      1,
      0,
      20,
    );
    // M0 20 L10 20 Q10 10 5 10 Q0 10 0 20 Z, relative: pairs after "m" are line-tos, letters only on change.
    expect(path).toBe('m0 20 10 0q0-10-5-10-5 0-5 10z');
    // Tenths without a leading zero; "-" and a second "." separate numbers without a space; z returns to the start.
    const small = contoursToPathData(
      [
        [
          { x: 0.5, y: 0, on: true },
          { x: 0.75, y: -0.5, on: true },
        ],
        [
          { x: 0, y: 0, on: true },
          { x: 1, y: 0, on: true },
        ],
      ],
      1,
      0,
      0,
    );
    expect(small).toBe('m.5 0 .3.5-.3-.5zm-.5 0 1 0-1 0z');
  });

  it('rejects what is not a TrueType font', () => {
    expect(() => readFontTables(new TextEncoder().encode('OTTO not a truetype font'))).toThrow(FontFormatError);
  });
});
