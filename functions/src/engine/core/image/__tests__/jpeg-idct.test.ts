import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../__tests__/support/random.js';
import { idctBlock, scaleQuantTable } from '../jpeg-idct.js';

/** The textbook 2-D inverse DCT (ITU T.81 A.3.3), straight from the formula: the reference for the fast one. */
function referenceIdct(coefficients: number[]): number[] {
  const c = (u: number) => (u === 0 ? Math.SQRT1_2 : 1);
  const out: number[] = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      let sum = 0;
      for (let v = 0; v < 8; v++) {
        for (let u = 0; u < 8; u++) {
          sum +=
            c(u) *
            c(v) *
            coefficients[v * 8 + u]! *
            Math.cos(((2 * x + 1) * u * Math.PI) / 16) *
            Math.cos(((2 * y + 1) * v * Math.PI) / 16);
        }
      }
      out.push(Math.min(255, Math.max(0, Math.round(sum / 4 + 128))));
    }
  }
  return out;
}

describe('fast inverse DCT', () => {
  it('matches the formula within one level on random blocks, sparse and dense', () => {
    const random = seededRandom(7);
    const quant = new Uint16Array(64).fill(1);
    for (let trial = 0; trial < 300; trial++) {
      const coefficients = new Int16Array(64);
      const density = trial % 3 === 0 ? 1 : trial % 3 === 1 ? 0.3 : 0.05;
      for (let i = 0; i < 64; i++)
        if (random() < density) coefficients[i] = Math.round((random() - 0.5) * (i === 0 ? 1600 : 200));
      const plane = new Uint8Array(64);
      idctBlock(coefficients, 0, scaleQuantTable(quant), plane, 8, 0, 0);
      const expected = referenceIdct([...coefficients]);
      for (let i = 0; i < 64; i++) expect(Math.abs(plane[i]! - expected[i]!)).toBeLessThanOrEqual(1);
    }
  });
});
