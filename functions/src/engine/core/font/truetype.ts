import { FontFormatError, readFontTables, requireTable } from './sfnt.js';

/** A glyph outline: closed contours of TrueType points (quadratic; `on` = on-curve), in font units. */
interface GlyphPoint {
  x: number;
  y: number;
  on: boolean;
}
export type Contour = GlyphPoint[];

/** The parts of a TrueType font (OpenType spec: cmap, head, loca, glyf) needed to draw one glyph. */
export class TrueTypeFont {
  readonly unitsPerEm: number;
  private readonly cmap: Map<number, number>;
  private readonly loca: number[];
  private readonly glyf: DataView;
  /** Horizontal advances (hmtx), in font units; the last one repeats for the glyphs after it. */
  private readonly advances: number[];

  constructor(bytes: Uint8Array) {
    const tables = readFontTables(bytes);
    const head = requireTable(tables, 'head');
    this.unitsPerEm = head.getUint16(18);
    const longOffsets = head.getInt16(50) === 1;
    const maxp = requireTable(tables, 'maxp');
    const glyphCount = maxp.getUint16(4);
    const loca = requireTable(tables, 'loca');
    this.loca = Array.from({ length: glyphCount + 1 }, (_, i) =>
      longOffsets ? loca.getUint32(i * 4) : loca.getUint16(i * 2) * 2,
    );
    this.glyf = requireTable(tables, 'glyf');
    this.cmap = readCmap(requireTable(tables, 'cmap'));
    // hhea's numberOfHMetrics, then that many { advanceWidth, lsb } pairs (OpenType spec, hmtx).
    const metrics = requireTable(tables, 'hhea').getUint16(34);
    const hmtx = requireTable(tables, 'hmtx');
    this.advances = Array.from({ length: metrics }, (_, i) => hmtx.getUint16(i * 4));
  }

  /** How far the pen moves after drawing a glyph, in font units (for laying out a line of text). */
  advanceWidth(glyph: number): number {
    return this.advances[Math.min(glyph, this.advances.length - 1)] ?? this.unitsPerEm / 2;
  }

  glyphIndex(codePoint: number): number {
    return this.cmap.get(codePoint) ?? 0;
  }

  /** Outline of a glyph, composite glyphs flattened; empty for blank glyphs. */
  contours(glyph: number, depth = 0): Contour[] {
    if (depth > 8) throw new FontFormatError('font: composite glyph nesting too deep');
    const start = this.loca[glyph];
    const end = this.loca[glyph + 1];
    if (start === undefined || end === undefined) throw new FontFormatError(`font: glyph ${glyph} out of range`);
    if (end <= start) return [];
    const g = this.glyf;
    const contourCount = g.getInt16(start);
    if (contourCount < 0) return this.composite(start + 10, depth);
    const endPoints = Array.from({ length: contourCount }, (_, i) => g.getUint16(start + 10 + i * 2));
    const pointCount = (endPoints[contourCount - 1] ?? -1) + 1;
    let at = start + 10 + contourCount * 2;
    at += 2 + g.getUint16(at);
    const flags: number[] = [];
    while (flags.length < pointCount) {
      const flag = g.getUint8(at++);
      flags.push(flag);
      if (flag & 8) for (let r = g.getUint8(at++); r > 0; r--) flags.push(flag);
    }
    const readCoordinates = (shortBit: number, sameBit: number): number[] => {
      let value = 0;
      return flags.map((flag) => {
        if (flag & shortBit) value += flag & sameBit ? g.getUint8(at++) : -g.getUint8(at++);
        else if (!(flag & sameBit)) {
          value += g.getInt16(at);
          at += 2;
        }
        return value;
      });
    };
    const xs = readCoordinates(2, 16);
    const ys = readCoordinates(4, 32);
    const contours: Contour[] = [];
    let first = 0;
    for (const last of endPoints) {
      const contour: Contour = [];
      for (let i = first; i <= last; i++) contour.push({ x: xs[i]!, y: ys[i]!, on: (flags[i]! & 1) === 1 });
      contours.push(contour);
      first = last + 1;
    }
    return contours;
  }

  private composite(at: number, depth: number): Contour[] {
    const g = this.glyf;
    const contours: Contour[] = [];
    for (;;) {
      const flags = g.getUint16(at);
      const glyph = g.getUint16(at + 2);
      at += 4;
      const words = (flags & 1) !== 0;
      const dx = words ? g.getInt16(at) : g.getInt8(at);
      const dy = words ? g.getInt16(at + 2) : g.getInt8(at + 1);
      at += words ? 4 : 2;
      let [a, b, c, d] = [1, 0, 0, 1];
      const f2dot14 = (offset: number) => g.getInt16(offset) / 16384;
      if (flags & 0x08) {
        a = d = f2dot14(at);
        at += 2;
      } else if (flags & 0x40) {
        a = f2dot14(at);
        d = f2dot14(at + 2);
        at += 4;
      } else if (flags & 0x80) {
        [a, b, c, d] = [f2dot14(at), f2dot14(at + 2), f2dot14(at + 4), f2dot14(at + 6)];
        at += 8;
      }
      // ARGS_ARE_XY_VALUES is set for every accent composite we draw; point matching is not needed.
      const offsetX = flags & 2 ? dx : 0;
      const offsetY = flags & 2 ? dy : 0;
      for (const contour of this.contours(glyph, depth + 1)) {
        contours.push(
          contour.map((p) => ({ x: p.x * a + p.y * c + offsetX, y: p.x * b + p.y * d + offsetY, on: p.on })),
        );
      }
      if (!(flags & 0x20)) break;
    }
    return contours;
  }
}

function readCmap(cmap: DataView): Map<number, number> {
  const count = cmap.getUint16(2);
  const subtables = Array.from({ length: count }, (_, i) => ({
    platform: cmap.getUint16(4 + i * 8),
    encoding: cmap.getUint16(6 + i * 8),
    offset: cmap.getUint32(8 + i * 8),
  }));
  const pick =
    subtables.find((s) => cmap.getUint16(s.offset) === 12) ?? subtables.find((s) => cmap.getUint16(s.offset) === 4);
  if (!pick) throw new FontFormatError('font: no Unicode cmap (format 4 or 12)');
  const map = new Map<number, number>();
  const at = pick.offset;
  if (cmap.getUint16(at) === 12) {
    const groups = cmap.getUint32(at + 12);
    for (let i = 0; i < groups; i++) {
      const g = at + 16 + i * 12;
      const [startCode, endCode, startGlyph] = [cmap.getUint32(g), cmap.getUint32(g + 4), cmap.getUint32(g + 8)];
      for (let code = startCode; code <= endCode; code++) map.set(code, startGlyph + code - startCode);
    }
    return map;
  }
  const segments = cmap.getUint16(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.getUint16(ends + s * 2);
    const start = cmap.getUint16(starts + s * 2);
    const delta = cmap.getInt16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const g = cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
        glyph = g === 0 ? 0 : (g + delta) & 0xffff;
      }
      if (glyph) map.set(code, glyph);
    }
  }
  return map;
}
