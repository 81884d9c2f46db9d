import { describe, expect, it } from 'vitest';
import { sharp } from '../../__tests__/support/test-images.js';
import { contrastingInk } from '../colors.js';
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
        minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
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
      const corner = Math.hypot(Math.max(size / 2 - box.minX, box.maxX + 1 - size / 2), Math.max(size / 2 - box.minY, box.maxY + 1 - size / 2));
      expect(corner).toBeLessThan((size * 33) / 108);
    }
  });

  it('writes white on dark theme colours and ink on light ones', () => {
    expect(contrastingInk(0xff0a7a5c)).toBe(0xffffffff);
    expect(contrastingInk(0xff000000)).toBe(0xffffffff);
    expect(contrastingInk(0xffffee00)).toBe(0xff1f1f1f);
    expect(contrastingInk(0xffffffff)).toBe(0xff1f1f1f);
  });
});
