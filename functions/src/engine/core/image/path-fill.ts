import type { RgbaImage } from './raster.js';

/** A closed polygon in pixel coordinates (y down); the last point joins the first. */
export type Polygon = ReadonlyArray<readonly [number, number]>;

/** Sub-scanlines per pixel row: 4 gives 5 vertical coverage levels, exact coverage across each row. */
const SUB_ROWS = 4;

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** +1 when the edge goes down, -1 up (non-zero winding). */
  dir: number;
}

function edgesOf(polygons: readonly Polygon[]): Edge[] {
  const edges: Edge[] = [];
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const [ax, ay] = polygon[i]!;
      const [bx, by] = polygon[(i + 1) % polygon.length]!;
      if (ay === by) continue;
      edges.push(ay < by ? { x0: ax, y0: ay, x1: bx, y1: by, dir: 1 } : { x0: bx, y0: by, x1: ax, y1: ay, dir: -1 });
    }
  }
  return edges.sort((a, b) => a.y0 - b.y0);
}

/** Adds `weight` x the horizontal overlap of [from, to) with each pixel of a row. */
function addSpan(row: Float32Array, from: number, to: number, weight: number): void {
  const width = row.length;
  const start = Math.max(0, from);
  const end = Math.min(width, to);
  if (end <= start) return;
  const first = Math.floor(start);
  const last = Math.floor(end);
  if (first === last) {
    row[first]! += (end - start) * weight;
    return;
  }
  row[first]! += (first + 1 - start) * weight;
  for (let x = first + 1; x < last && x < width; x++) row[x]! += weight;
  if (last < width) row[last]! += (end - last) * weight;
}

/**
 * Coverage (0..1 per pixel) of polygons filled with the non-zero winding rule, as TrueType outlines are: each pixel
 * row is sampled on SUB_ROWS lines and every span's ends are exact, so edges are smooth without a supersampled image.
 */
export function fillPolygons(width: number, height: number, polygons: readonly Polygon[]): Float32Array {
  const coverage = new Float32Array(width * height);
  const edges = edgesOf(polygons);
  if (edges.length === 0) return coverage;
  const top = Math.max(0, Math.floor(edges[0]!.y0));
  const bottom = Math.min(height, Math.ceil(Math.max(...edges.map((e) => e.y1))));
  const crossings: Array<{ x: number; dir: number }> = [];
  for (let y = top; y < bottom; y++) {
    const row = coverage.subarray(y * width, (y + 1) * width);
    for (let sub = 0; sub < SUB_ROWS; sub++) {
      const sy = y + (sub + 0.5) / SUB_ROWS;
      crossings.length = 0;
      // Sorted by their tops: the scan stops at the first edge below the line.
      for (let i = 0; i < edges.length; i++) {
        const e = edges[i]!;
        if (e.y0 > sy) break;
        if (e.y1 <= sy) continue;
        crossings.push({ x: e.x0 + ((sy - e.y0) * (e.x1 - e.x0)) / (e.y1 - e.y0), dir: e.dir });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      for (let i = 0; i < crossings.length - 1; i++) {
        winding += crossings[i]!.dir;
        if (winding !== 0) addSpan(row, crossings[i]!.x, crossings[i + 1]!.x, 1 / SUB_ROWS);
      }
    }
  }
  for (let i = 0; i < coverage.length; i++) if (coverage[i]! > 1) coverage[i] = 1;
  return coverage;
}

/** Paints an opaque colour through a coverage mask placed at (left, top) of the image ("source over"). */
export function paintCoverage(
  image: RgbaImage,
  coverage: Float32Array,
  maskWidth: number,
  left: number,
  top: number,
  rgb: readonly [number, number, number],
): void {
  const maskHeight = coverage.length / maskWidth;
  for (let y = 0; y < maskHeight; y++) {
    const iy = top + y;
    if (iy < 0 || iy >= image.height) continue;
    for (let x = 0; x < maskWidth; x++) {
      const ix = left + x;
      const a = coverage[y * maskWidth + x]!;
      if (a <= 0 || ix < 0 || ix >= image.width) continue;
      const o = (iy * image.width + ix) * 4;
      const d = image.data;
      const da = d[o + 3]! / 255;
      const outA = a + da * (1 - a);
      for (let c = 0; c < 3; c++) d[o + c] = Math.round((rgb[c]! * a + d[o + c]! * da * (1 - a)) / outA);
      d[o + 3] = Math.round(outA * 255);
    }
  }
}

/** A rounded rectangle as a polygon (corners as 8-segment arcs), for cards and badges. */
export function roundedRect(x: number, y: number, width: number, height: number, radius: number): Polygon {
  const r = Math.min(radius, width / 2, height / 2);
  const points: Array<[number, number]> = [];
  const corners: Array<[number, number, number]> = [
    [x + width - r, y + r, -Math.PI / 2],
    [x + width - r, y + height - r, 0],
    [x + r, y + height - r, Math.PI / 2],
    [x + r, y + r, Math.PI],
  ];
  for (const [cx, cy, start] of corners)
    for (let step = 0; step <= 8; step++) {
      const angle = start + (step / 8) * (Math.PI / 2);
      points.push([cx + r * Math.cos(angle), cy + r * Math.sin(angle)]);
    }
  return points;
}
