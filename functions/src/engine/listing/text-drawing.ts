import { findGlyph } from '../core/font/bundled-fonts.js';
import { contoursToPolygons } from '../core/font/glyph-outline.js';
import type { Contour } from '../core/font/truetype.js';
import { fillPolygons, paintCoverage, type Polygon } from '../core/image/path-fill.js';
import type { RgbaImage } from '../core/image/raster.js';

interface Glyph {
  contours: Contour[];
  /** Advance as a fraction of the font size (font units / units per em). */
  advance: number;
  unitsPerEm: number;
}

const glyphCache = new Map<number, Glyph | null>();

/**
 * One glyph per code point from the bundled Noto Sans Bold (letter-icon.ts uses the same fonts). Text is laid out
 * left to right without shaping or kerning: right for the Latin, Greek and Cyrillic names most listings carry;
 * scripts that need shaping (Devanagari conjuncts) come out as separate letters.
 */
function glyphOf(codePoint: number): Glyph | null {
  if (!glyphCache.has(codePoint)) {
    const found = findGlyph(codePoint);
    glyphCache.set(
      codePoint,
      found
        ? {
            contours: found.font.contours(found.glyph),
            advance: found.font.advanceWidth(found.glyph) / found.font.unitsPerEm,
            unitsPerEm: found.font.unitsPerEm,
          }
        : null,
    );
  }
  return glyphCache.get(codePoint)!;
}

function glyphsOf(text: string): Glyph[] {
  const glyphs: Glyph[] = [];
  for (const char of text.normalize('NFC')) {
    const glyph = glyphOf(char.codePointAt(0)!) ?? glyphOf(0x3f); // a character no font has shows as "?"
    if (glyph) glyphs.push(glyph);
  }
  return glyphs;
}

/** Width of a line at `size` px. */
export function textWidth(text: string, size: number): number {
  return glyphsOf(text).reduce((sum, glyph) => sum + glyph.advance * size, 0);
}

/** Breaks text into lines no wider than maxWidth, at spaces (a word too long for a line is cut between letters). */
function wrap(text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && textWidth(line + char, size) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function ellipsize(line: string, size: number, maxWidth: number): string {
  let chars = [...line];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size) > maxWidth) chars = chars.slice(0, -1);
  return `${chars.join('').trimEnd()}…`;
}

export interface FittedText {
  size: number;
  lines: string[];
}

/**
 * The largest size (stepping down by 4 px from maxSize to minSize) at which the text fits in maxLines lines of
 * maxWidth; at minSize the last line ends in an ellipsis when it still does not fit.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
): FittedText {
  for (let size = maxSize; size >= minSize; size -= 4) {
    const lines = wrap(text, size, maxWidth);
    if (lines.length <= maxLines) return { size, lines };
  }
  const lines = wrap(text, minSize, maxWidth);
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(lines.slice(maxLines - 1).join(' '), minSize, maxWidth);
  return { size: minSize, lines: kept };
}

/** Draws one line of text, its baseline at `baseline` and its pen starting at `left`. */
export function drawLine(
  image: RgbaImage,
  text: string,
  left: number,
  baseline: number,
  size: number,
  rgb: readonly [number, number, number],
): void {
  const polygons: Polygon[] = [];
  let pen = left;
  for (const glyph of glyphsOf(text)) {
    const scale = size / glyph.unitsPerEm;
    polygons.push(...contoursToPolygons(glyph.contours, scale, pen, baseline));
    pen += glyph.advance * size;
  }
  const points = polygons.flat();
  if (points.length === 0) return;
  const x0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p[0]))));
  const y0 = Math.max(0, Math.floor(Math.min(...points.map((p) => p[1]))));
  const x1 = Math.min(image.width, Math.ceil(Math.max(...points.map((p) => p[0]))) + 1);
  const y1 = Math.min(image.height, Math.ceil(Math.max(...points.map((p) => p[1]))) + 1);
  if (x1 <= x0 || y1 <= y0) return;
  const local = polygons.map((polygon) => polygon.map(([x, y]) => [x - x0, y - y0] as const));
  paintCoverage(image, fillPolygons(x1 - x0, y1 - y0, local), x1 - x0, x0, y0, rgb);
}
