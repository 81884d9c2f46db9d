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

/** Coordinates in tenths of a unit: at most 0.05 unit of error, under a quarter pixel even for a 108-unit icon at 432 px. */
const tenths = (n: number) => Math.round(n * 10);

/**
 * Compact SVG path text: relative commands, a command letter only when it changes (pairs after "m" are
 * line-tos), and a space only where the next number does not start with "-" or a second ".". The glyph
 * is in three icon files of every app without an icon, so this keeps complex letters from costing kilobytes.
 */
class PathText {
  text = '';
  private command = '';
  private afterNumber = false;
  private numberHasDot = false;
  /** Current point and start of the subpath, in tenths. */
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  moveTo(x: number, y: number): void {
    this.emitCommand('m', true);
    this.point(x, y);
    this.startX = x;
    this.startY = y;
    this.command = 'l'; // further pairs after "m" are line-tos
  }

  lineTo(x: number, y: number): void {
    this.emitCommand('l');
    this.point(x, y);
  }

  quadTo(cx: number, cy: number, x: number, y: number): void {
    this.emitCommand('q');
    this.number(cx - this.x);
    this.number(cy - this.y);
    this.point(x, y);
  }

  close(): void {
    this.emitCommand('z', true);
    this.x = this.startX;
    this.y = this.startY;
  }

  private emitCommand(letter: string, always = false): void {
    if (!always && this.command === letter) return;
    this.text += letter;
    this.command = letter;
    this.afterNumber = false;
  }

  private point(x: number, y: number): void {
    this.number(x - this.x);
    this.number(y - this.y);
    this.x = x;
    this.y = y;
  }

  /** A difference in tenths as the shortest decimal text: 15 -> "1.5", -5 -> "-.5", 20 -> "2". */
  private number(value: number): void {
    const magnitude = Math.abs(value);
    const whole = Math.floor(magnitude / 10);
    const tenth = magnitude % 10;
    const text = (value < 0 ? '-' : '') + (tenth ? `${whole || ''}.${tenth}` : String(whole));
    const joins = text[0] === '-' || (text[0] === '.' && this.numberHasDot);
    if (this.afterNumber && !joins) this.text += ' ';
    this.text += text;
    this.afterNumber = true;
    this.numberHasDot = text.includes('.');
  }
}

/**
 * Android path data (SVG syntax) for TrueType contours mapped by x' = x*scale + dx, y' = dy - y*scale.
 * Consecutive off-curve points imply an on-curve midpoint (TrueType quadratic B-splines).
 */
export function contoursToPathData(contours: Contour[], scale: number, dx: number, dy: number): string {
  const path = new PathText();
  const map = (p: { x: number; y: number }): [number, number] => [tenths(p.x * scale + dx), tenths(dy - p.y * scale)];
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  });
  for (const contour of contours) {
    if (contour.length < 2) continue;
    const firstOn = contour.findIndex((p) => p.on);
    // Rotate so the contour starts on the curve (or at an implied point between two off-curve points).
    const start = firstOn >= 0 ? contour[firstOn]! : mid(contour[0]!, contour[1]!);
    const ordered =
      firstOn >= 0 ? [...contour.slice(firstOn + 1), ...contour.slice(0, firstOn)] : [...contour.slice(1), contour[0]!];
    path.moveTo(...map(start));
    let control: (typeof contour)[number] | null = null;
    for (const p of [...ordered, { ...start, on: true }]) {
      if (p.on) {
        if (control) path.quadTo(...map(control), ...map(p));
        else path.lineTo(...map(p));
        control = null;
      } else {
        if (control) path.quadTo(...map(control), ...map(mid(control, p)));
        control = p;
      }
    }
    path.close();
  }
  return path.text;
}
