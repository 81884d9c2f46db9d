import type { Contour } from './truetype.js';

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Bounding box of the outline's points (control points included: a safe, slightly generous bound). */
export function outlineBounds(contours: Contour[]): Box | null {
  const points = contours.flat();
  if (!points.length) return null;
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** One decimal: at most 0.05 unit of error, under a quarter pixel even for a 108-unit icon drawn at 432 px. */
const fmt = (n: number) => String(Math.round(n * 10) / 10);

/**
 * Android path data (SVG syntax) for TrueType contours mapped by x' = x*scale + dx, y' = dy - y*scale.
 * Consecutive off-curve points imply an on-curve midpoint (TrueType quadratic B-splines).
 */
export function contoursToPathData(contours: Contour[], scale: number, dx: number, dy: number): string {
  const map = (p: { x: number; y: number }) => `${fmt(p.x * scale + dx)} ${fmt(dy - p.y * scale)}`;
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const parts: string[] = [];
  for (const contour of contours) {
    if (contour.length < 2) continue;
    const firstOn = contour.findIndex((p) => p.on);
    // Rotate so the contour starts on the curve (or at an implied point between two off-curve points).
    const start = firstOn >= 0 ? contour[firstOn]! : mid(contour[0]!, contour[1]!);
    const ordered = firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn)] : [...contour.slice(1), contour[0]!];
    parts.push(`M${map(start)}`);
    let control: (typeof contour)[number] | null = null;
    for (const p of [...ordered, { ...start, on: true }]) {
      if (p.on) {
        parts.push(control ? `Q${map(control)} ${map(p)}` : `L${map(p)}`);
        control = null;
      } else {
        if (control) parts.push(`Q${map(control)} ${map(mid(control, p))}`);
        control = p;
      }
    }
    parts.push('Z');
  }
  return parts.join('');
}
