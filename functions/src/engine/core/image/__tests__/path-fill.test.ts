import { describe, expect, it } from 'vitest';
import { fillPolygons, paintCoverage, roundedRect } from '../path-fill.js';
import { createImage } from '../raster.js';

const sum = (values: Float32Array) => values.reduce((total, value) => total + value, 0);

describe('polygon coverage (non-zero winding)', () => {
  it('covers exactly the area of a rectangle with fractional edges', () => {
    const coverage = fillPolygons(10, 10, [
      [
        [1.25, 2],
        [6.75, 2],
        [6.75, 8],
        [1.25, 8],
      ],
    ]);
    expect(sum(coverage)).toBeCloseTo(5.5 * 6, 5);
    expect(coverage[5 * 10 + 3]).toBe(1);
    expect(coverage[5 * 10 + 1]).toBeCloseTo(0.75, 5);
    expect(coverage[5 * 10 + 8]).toBe(0);
  });

  it('fills overlapping same-direction shapes once and cuts a reversed hole (as glyph counters are)', () => {
    const square = [
      [0, 0],
      [8, 0],
      [8, 8],
      [0, 8],
    ] as const;
    expect(sum(fillPolygons(8, 8, [square, square]))).toBeCloseTo(64, 5);
    const hole = [
      [2, 2],
      [2, 6],
      [6, 6],
      [6, 2],
    ] as const;
    expect(sum(fillPolygons(8, 8, [square, hole]))).toBeCloseTo(64 - 16, 5);
  });

  it('approximates a rounded rectangle and paints through the mask', () => {
    const card = roundedRect(0, 0, 100, 100, 20);
    const coverage = fillPolygons(100, 100, [card]);
    // The polygon's own area (shoelace) within half a pixel: exact across each row, 4 samples down it.
    const area =
      Math.abs(
        card.reduce((total, [x, y], i) => {
          const [nx, ny] = card[(i + 1) % card.length]!;
          return total + x * ny - nx * y;
        }, 0),
      ) / 2;
    expect(Math.abs(sum(coverage) - area)).toBeLessThan(0.5);
    // And the arcs are round: within 10 px of a true 100 px square less four quarter-circle corners.
    expect(Math.abs(area - (10000 - 4 * (400 - Math.PI * 100)))).toBeLessThan(10);
    const image = createImage(100, 100);
    paintCoverage(image, coverage, 100, 0, 0, [200, 10, 20]);
    expect([...image.data.subarray((50 * 100 + 50) * 4, (50 * 100 + 50) * 4 + 4)]).toEqual([200, 10, 20, 255]);
    expect(image.data[3]).toBe(0);
  });
});
