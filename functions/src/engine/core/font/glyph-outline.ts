import type { Polygon } from '../image/path-fill.js';
import type { Contour } from './truetype.js';

/** Line segments per quadratic curve: under a tenth of a pixel of error for glyphs up to about 200 px. */
const CURVE_STEPS = 8;

/**
 * TrueType contours as polygons in pixel space, mapped by x' = x*scale + dx, y' = dy - y*scale (font units grow
 * upwards, pixels downwards), curves flattened. Consecutive off-curve points imply an on-curve midpoint, as in
 * glyph-path.ts, which writes the same outlines as vector paths.
 */
export function contoursToPolygons(contours: readonly Contour[], scale: number, dx: number, dy: number): Polygon[] {
  const map = (p: { x: number; y: number }): [number, number] => [p.x * scale + dx, dy - p.y * scale];
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  });
  const polygons: Polygon[] = [];
  for (const contour of contours) {
    if (contour.length < 2) continue;
    const firstOn = contour.findIndex((p) => p.on);
    const start = firstOn >= 0 ? contour[firstOn]! : mid(contour[0]!, contour[1]!);
    const ordered =
      firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn)] : [...contour.slice(1), contour[0]!];
    const points: Array<[number, number]> = [map(start)];
    let from = start;
    let control: { x: number; y: number } | null = null;
    const curveTo = (c: { x: number; y: number }, to: { x: number; y: number }) => {
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        points.push(
          map({
            x: u * u * from.x + 2 * u * t * c.x + t * t * to.x,
            y: u * u * from.y + 2 * u * t * c.y + t * t * to.y,
          }),
        );
      }
      from = to;
    };
    for (const p of [...ordered, { ...start, on: true }]) {
      if (p.on) {
        if (control) curveTo(control, p);
        else {
          points.push(map(p));
          from = p;
        }
        control = null;
      } else {
        if (control) curveTo(control, mid(control, p));
        control = p;
      }
    }
    polygons.push(points);
  }
  return polygons;
}
