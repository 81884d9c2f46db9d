import { domainToUnicode } from 'node:url';
import { findGlyph } from '../core/font/bundled-fonts.js';
import { contoursToPathData, outlineBounds } from '../core/font/glyph-path.js';
import type { Contour } from '../core/font/truetype.js';

export interface LetterGlyph {
  /** The character drawn (for tests and logs). */
  text: string;
  contours: Contour[];
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

function glyphFor(candidate: string): LetterGlyph | null {
  // Prefer the upper-case form when it is one code point with a glyph (a -> A, but not ß -> SS).
  const forms = [candidate.toLocaleUpperCase(), candidate];
  for (const form of forms) {
    const codePoints = [...form.normalize('NFC')];
    if (codePoints.length !== 1 || !LETTER_OR_DIGIT.test(form)) continue;
    const found = findGlyph(codePoints[0]!.codePointAt(0)!);
    if (!found) continue;
    const contours = found.font.contours(found.glyph);
    if (contours.length) return { text: codePoints[0]!, contours };
  }
  return null;
}

/**
 * The letter to draw: the first grapheme of the name that we can draw (its base letter when it carries
 * marks, e.g. an Indic vowel sign or an emoji modifier), else the first letter of the site's host.
 */
export function pickLetter(appName: string, host: string): LetterGlyph {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(appName)) {
    const composed = segment.normalize('NFC');
    const glyph = glyphFor(composed) ?? glyphFor([...composed][0] ?? '');
    if (glyph) return glyph;
  }
  const hostLabel = domainToUnicode(host).replace(/^www\./, '') || host;
  for (const char of hostLabel) {
    const glyph = glyphFor(char);
    if (glyph) return glyph;
  }
  return glyphFor('A')!;
}

/**
 * Path data for the letter centred in a viewport square, fitted into a box of the given fractions of
 * the side (its ink box, so every script and letter shape gets the same visual weight).
 */
export function letterPath(letter: LetterGlyph, viewport: number, maxWidth: number, maxHeight: number): string {
  const box = outlineBounds(letter.contours)!;
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const scale = Math.min((viewport * maxWidth) / width, (viewport * maxHeight) / height);
  const dx = viewport / 2 - ((box.minX + box.maxX) / 2) * scale;
  const dy = viewport / 2 + ((box.minY + box.maxY) / 2) * scale;
  return contoursToPathData(letter.contours, scale, dx, dy);
}
