import { BitReader, type HuffmanTable } from './jpeg-huffman.js';
import { type Component, fail, type Frame, ZIGZAG } from './jpeg-frame.js';

interface ScanComponent {
  component: Component;
  dcTable: HuffmanTable | undefined;
  acTable: HuffmanTable | undefined;
}

export interface Scan {
  components: ScanComponent[];
  spectralStart: number;
  spectralEnd: number;
  approxHigh: number;
  approxLow: number;
}

type BlockDecoder = (reader: BitReader, sc: ScanComponent, coefficients: Int16Array, at: number) => void;

function table(t: HuffmanTable | undefined, kind: string): HuffmanTable {
  if (!t) throw fail(`scan uses an undefined ${kind} Huffman table`);
  return t;
}

/**
 * Decodes one scan (ITU T.81 Annex F for sequential, Annex G for progressive) into the components'
 * coefficient arrays; returns the offset where the entropy-coded data ends.
 */
export function decodeScan(data: Uint8Array, start: number, frame: Frame, scan: Scan, restartInterval: number): number {
  const { spectralStart: ss, spectralEnd: se, approxHigh: ah, approxLow: al } = scan;
  let eobRun = 0;
  const decodeBaseline: BlockDecoder = (r, sc, c, at) => {
    const t = r.decode(table(sc.dcTable, 'DC'));
    sc.component.dcPredictor += r.receiveExtend(t);
    c[at] = sc.component.dcPredictor;
    const ac = table(sc.acTable, 'AC');
    for (let k = 1; k < 64;) {
      const rs = r.decode(ac);
      const s = rs & 15;
      const run = rs >> 4;
      if (s === 0) {
        if (run < 15) break;
        k += 16;
        continue;
      }
      k += run;
      if (k > 63) throw fail('coefficient index out of range');
      c[at + ZIGZAG[k]!] = r.receiveExtend(s);
      k++;
    }
  };
  const decodeDcFirst: BlockDecoder = (r, sc, c, at) => {
    const t = r.decode(table(sc.dcTable, 'DC'));
    sc.component.dcPredictor += r.receiveExtend(t);
    c[at] = sc.component.dcPredictor * (1 << al);
  };
  const decodeDcRefine: BlockDecoder = (r, _sc, c, at) => {
    if (r.bit()) c[at] = c[at]! | (1 << al);
  };
  const decodeAcFirst: BlockDecoder = (r, sc, c, at) => {
    if (eobRun > 0) {
      eobRun--;
      return;
    }
    const ac = table(sc.acTable, 'AC');
    for (let k = ss; k <= se;) {
      const rs = r.decode(ac);
      const s = rs & 15;
      const run = rs >> 4;
      if (s === 0) {
        if (run < 15) {
          eobRun = (1 << run) - 1 + r.receive(run);
          break;
        }
        k += 16;
        continue;
      }
      k += run;
      if (k > 63) throw fail('coefficient index out of range');
      c[at + ZIGZAG[k]!] = r.receiveExtend(s) * (1 << al);
      k++;
    }
  };
  const decodeAcRefine: BlockDecoder = (r, sc, c, at) => {
    const p1 = 1 << al;
    const m1 = -1 << al;
    let k = ss;
    // G.1.2.3: bits that refine already-nonzero coefficients are interleaved with new ones.
    const refine = (index: number) => {
      const z = at + ZIGZAG[index]!;
      if (c[z] !== 0 && r.bit() && (c[z]! & p1) === 0) c[z] = c[z]! >= 0 ? c[z]! + p1 : c[z]! + m1;
    };
    if (eobRun <= 0) {
      const ac = table(sc.acTable, 'AC');
      for (; k <= se;) {
        const rs = r.decode(ac);
        const s = rs & 15;
        let run = rs >> 4;
        let value = 0;
        if (s === 0) {
          if (run < 15) {
            eobRun = (1 << run) + r.receive(run);
            break;
          }
        } else {
          if (s !== 1) throw fail('bad refinement magnitude');
          value = r.bit() ? p1 : m1;
        }
        while (k <= se) {
          const z = at + ZIGZAG[k]!;
          if (c[z] !== 0) refine(k);
          else {
            if (run === 0) {
              if (value !== 0) c[z] = value;
              k++;
              break;
            }
            run--;
          }
          k++;
        }
      }
    }
    if (eobRun > 0) {
      for (; k <= se; k++) refine(k);
      eobRun--;
    }
  };
  const decoder: BlockDecoder = !frame.progressive
    ? decodeBaseline
    : ss === 0
      ? ah === 0
        ? decodeDcFirst
        : decodeDcRefine
      : ah === 0
        ? decodeAcFirst
        : decodeAcRefine;
  if (frame.progressive && ((ss === 0 && se !== 0) || (ss > 0 && scan.components.length !== 1) || se > 63 || ss > se)) {
    throw fail('invalid progressive scan parameters');
  }
  const reader = new BitReader(data, start);
  const single = scan.components.length === 1;
  const first = scan.components[0]!.component;
  const totalMcus = single
    ? first.usedBlocksPerLine * first.usedBlocksPerColumn
    : frame.mcusPerLine * frame.mcusPerColumn;
  const blockAt = (c: Component, row: number, col: number) => (row * c.blocksPerLine + col) * 64;
  for (const sc of scan.components) sc.component.dcPredictor = 0;
  for (let mcu = 0; mcu < totalMcus; mcu++) {
    if (reader.overran) throw fail('scan data ends before its last block');
    if (restartInterval && mcu > 0 && mcu % restartInterval === 0) {
      if (!reader.restart()) throw fail('missing restart marker');
      eobRun = 0;
      for (const sc of scan.components) sc.component.dcPredictor = 0;
    }
    if (single) {
      const row = Math.floor(mcu / first.usedBlocksPerLine);
      const col = mcu % first.usedBlocksPerLine;
      decoder(reader, scan.components[0]!, first.coefficients, blockAt(first, row, col));
      continue;
    }
    const mcuRow = Math.floor(mcu / frame.mcusPerLine);
    const mcuCol = mcu % frame.mcusPerLine;
    for (const sc of scan.components) {
      const c = sc.component;
      for (let v = 0; v < c.v; v++) {
        for (let h = 0; h < c.h; h++)
          decoder(reader, sc, c.coefficients, blockAt(c, mcuRow * c.v + v, mcuCol * c.h + h));
      }
    }
  }
  if (reader.overran) throw fail('scan data ends before its last block');
  // Find the marker that ends the scan (skipping padding bits and any stray bytes).
  let end = reader.position;
  while (
    end + 1 < data.length &&
    !(data[end] === 0xff && data[end + 1] !== 0 && !(data[end + 1]! >= 0xd0 && data[end + 1]! <= 0xd7))
  )
    end++;
  return end;
}
