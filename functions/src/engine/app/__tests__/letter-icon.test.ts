import { describe, expect, it } from 'vitest';
import { sharp } from '../../__tests__/support/test-images.js';
import { contrastingInk } from '../colors.js';
import { outlineBounds } from '../../core/font/glyph-path.js';
import { letterPath, pickLetter } from '../letter-icon.js';

/** Renders path data with librsvg (through sharp): an independent check that the path is valid and centred. */
async function render(pathData: string, size: number): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 108 108"><path fill="#000" d="${pathData}"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer());
}

function inkBox(alpha: Uint8Array, size: number) {
  let [minX, minY, maxX, maxY, ink] = [size, size, -1, -1, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (alpha[(y * size + x) * 4 + 3]! > 127) {
        ink++;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { minX, minY, maxX, maxY, ink };
}

describe('letter icon', () => {
  it.each([
    ['my app', 'x.com', 'M'],
    ['éclair', 'x.com', 'É'],
    ['हिन्दी समाचार', 'x.com', 'ह'],
    ['🍕 Pizza', 'x.com', 'P'],
    ['中文', 'www.zhong.cn', 'Z'],
    ['москва', 'x.ru', 'М'],
    ['ßeta', 'x.de', 'ß'],
    ['😀😀', 'xn--bcher-kva.example', 'B'],
    ['42 Shop', 'x.com', '4'],
    ['a\u0301b', 'x.com', 'Á'],
  ])('picks a drawable letter for %s', (name, host, letter) => {
    expect(pickLetter(name, host).text).toBe(letter);
  });

  it('draws the letter centred inside the adaptive icon safe zone', async () => {
    for (const name of ['W', 'i', 'ह', 'Ω', 'g']) {
      const size = 216;
      const box = inkBox(await render(letterPath(pickLetter(name, 'x.com'), 108, 0.4, 0.36), size), size);
      expect(box.ink).toBeGreaterThan(500);
      const cx = (box.minX + box.maxX + 1) / 2;
      const cy = (box.minY + box.maxY + 1) / 2;
      expect(Math.abs(cx - size / 2)).toBeLessThan(3);
      expect(Math.abs(cy - size / 2)).toBeLessThan(3);
      // Inside the 66/108 safe circle.
      const corner = Math.hypot(
        Math.max(size / 2 - box.minX, box.maxX + 1 - size / 2),
        Math.max(size / 2 - box.minY, box.maxY + 1 - size / 2),
      );
      expect(corner).toBeLessThan((size * 33) / 108);
    }
  });

  it('renders exactly like the same outline written with absolute commands (the compact syntax loses nothing)', async () => {
    for (const name of ['W', 'ॐ', 'ß', 'g', 'Ж']) {
      const letter = pickLetter(name, 'x.com');
      const compact = letterPath(letter, 108, 0.4, 0.36);
      // The reference: every point absolute, one command letter each, rounded to tenths like the writer.
      const box = outlineBounds(letter.contours)!;
      const scale = Math.min((108 * 0.4) / (box.maxX - box.minX), (108 * 0.36) / (box.maxY - box.minY));
      const dx = 54 - ((box.minX + box.maxX) / 2) * scale;
      const dy = 54 + ((box.minY + box.maxY) / 2) * scale;
      const at = (p: { x: number; y: number }) =>
        `${Math.round((p.x * scale + dx) * 10) / 10} ${Math.round((dy - p.y * scale) * 10) / 10}`;
      const absolute = letter.contours
        .filter((c) => c.length > 1)
        .map((contour) => {
          const first = contour.findIndex((p) => p.on);
          const start =
            first >= 0
              ? contour[first]!
              : { x: (contour[0]!.x + contour[1]!.x) / 2, y: (contour[0]!.y + contour[1]!.y) / 2 };
          const rest =
            first >= 0 ? [...contour.slice(first + 1), ...contour.slice(0, first)] : [...contour.slice(1), contour[0]!];
          let d = `M${at(start)}`;
          let control: { x: number; y: number } | null = null;
          for (const p of [...rest, { ...start, on: true }]) {
            if (p.on) d += control ? `Q${at(control)} ${at(p)}` : `L${at(p)}`;
            else if (control) d += `Q${at(control)} ${at({ x: (control.x + p.x) / 2, y: (control.y + p.y) / 2 })}`;
            control = p.on ? null : p;
          }
          return `${d}Z`;
        })
        .join('');
      expect(compact.length).toBeLessThan(absolute.length * 0.75);
      const [ours, reference] = await Promise.all([render(compact, 216), render(absolute, 216)]);
      let worst = 0;
      for (let i = 3; i < ours.length; i += 4) worst = Math.max(worst, Math.abs(ours[i]! - reference[i]!));
      // Relative coordinates add up in floating point: edge pixels may differ by a level or two at most.
      expect(worst, name).toBeLessThanOrEqual(2);
    }
  });

  it('writes white on dark theme colours and ink on light ones', () => {
    expect(contrastingInk(0xff0a7a5c)).toBe(0xffffffff);
    expect(contrastingInk(0xff000000)).toBe(0xffffffff);
    expect(contrastingInk(0xffffee00)).toBe(0xff1f1f1f);
    expect(contrastingInk(0xffffffff)).toBe(0xff1f1f1f);
  });
});
