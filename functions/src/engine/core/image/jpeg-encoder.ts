import type { RgbaImage } from './raster.js';

/**
 * A baseline JPEG encoder (ITU T.81: sequential DCT, Huffman, 4:2:0), for opaque launcher icons: a photo
 * of 192 px is about 50 KB as PNG and 8 KB here, the difference between fitting the 64 KiB budget or not.
 * Standard tables (Annex K), IJG quality scaling, float DCT in a fixed order: the same pixels always give
 * the same bytes. jpeg-decoder.ts reads what this writes (the tests round-trip both ways, and with sharp).
 */

/** Annex K.1 luminance and chrominance quantisation tables, in natural (row-major) order. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_QUANT = [
  17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99, 99, 99, 47, 66, 99, 99, 99,
  99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  99, 99, 99, 99, 99, 99,
];
const ZIGZAG = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
];

/** Annex K.3 Huffman tables: code counts per length 1..16, then the values. */
interface HuffmanSpec {
  counts: number[];
  values: number[];
}
const DC_LUMA: HuffmanSpec = {
  counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
  values: [...Array(12).keys()],
};
const DC_CHROMA: HuffmanSpec = {
  counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  values: [...Array(12).keys()],
};
const AC_LUMA: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  values: hex(
    '01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa',
  ),
};
const AC_CHROMA: HuffmanSpec = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  values: hex(
    '000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768696a737475767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa',
  ),
};

function hex(text: string): number[] {
  return Array.from({ length: text.length / 2 }, (_, i) => parseInt(text.slice(2 * i, 2 * i + 2), 16));
}

/** Canonical codes (Annex C) by value: [code, length]. */
function huffmanCodes(spec: HuffmanSpec): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < spec.counts[length - 1]!; i++) codes.set(spec.values[k++]!, [code++, length]);
    code <<= 1;
  }
  return codes;
}

/** IJG's quality scaling (quality 50 is the Annex K table, 100 all ones). */
function scaledTable(base: number[], quality: number): number[] {
  const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
  return base.map((q) => Math.min(255, Math.max(1, Math.floor((q * scale + 50) / 100))));
}

class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  write(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.buffer = (this.buffer << 1) | ((code >> i) & 1);
      if (++this.count === 8) {
        this.bytes.push(this.buffer);
        // A data 0xFF is followed by a stuffed 0x00 so that it never reads as a marker.
        if (this.buffer === 0xff) this.bytes.push(0);
        this.buffer = 0;
        this.count = 0;
      }
    }
  }

  /** Pads the last byte with ones (F.1.2.3) and returns the entropy-coded segment. */
  finish(): number[] {
    if (this.count > 0) this.write(0x7f, 8 - this.count);
    return this.bytes;
  }
}

const COS = Array.from({ length: 64 }, (_, i) => {
  const x = i >> 3;
  const u = i & 7;
  return Math.cos(((2 * x + 1) * u * Math.PI) / 16) * (u === 0 ? Math.SQRT1_2 : 1) * 0.5;
});

/** 8x8 forward DCT (separable, rows then columns), values centred on 0. */
function forwardDct(block: Float64Array, out: Float64Array): void {
  const temp = new Float64Array(64);
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let x = 0; x < 8; x++) sum += block[y * 8 + x]! * COS[x * 8 + u]!;
      temp[y * 8 + u] = sum;
    }
  }
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let sum = 0;
      for (let y = 0; y < 8; y++) sum += temp[y * 8 + u]! * COS[y * 8 + v]!;
      out[v * 8 + u] = sum;
    }
  }
}

/** Size category (number of bits) of a coefficient, and its bits (F.1.2.1). */
function category(value: number): [number, number] {
  const magnitude = Math.abs(value);
  const size = magnitude === 0 ? 0 : 32 - Math.clz32(magnitude);
  return [size, value < 0 ? value + (1 << size) - 1 : value];
}

interface Component {
  quant: number[];
  dc: Map<number, [number, number]>;
  ac: Map<number, [number, number]>;
  previousDc: number;
}

function encodeBlock(bits: BitWriter, samples: Float64Array, component: Component, coefficients: Float64Array): void {
  forwardDct(samples, coefficients);
  const quantised = ZIGZAG.map((index, k) => Math.round(coefficients[index]! / component.quant[k]!));
  const [dcSize, dcBits] = category(quantised[0]! - component.previousDc);
  component.previousDc = quantised[0]!;
  const dcCode = component.dc.get(dcSize)!;
  bits.write(dcCode[0], dcCode[1]);
  if (dcSize) bits.write(dcBits, dcSize);
  let run = 0;
  for (let k = 1; k < 64; k++) {
    const value = quantised[k]!;
    if (value === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      const zrl = component.ac.get(0xf0)!;
      bits.write(zrl[0], zrl[1]);
      run -= 16;
    }
    const [size, valueBits] = category(value);
    const code = component.ac.get((run << 4) | size)!;
    bits.write(code[0], code[1]);
    bits.write(valueBits, size);
    run = 0;
  }
  if (run > 0) {
    const eob = component.ac.get(0x00)!;
    bits.write(eob[0], eob[1]);
  }
}

function segment(marker: number, body: number[]): number[] {
  return [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
}

function huffmanSegment(tableClass: number, id: number, spec: HuffmanSpec): number[] {
  return [(tableClass << 4) | id, ...spec.counts, ...spec.values];
}

/** Encodes an opaque image (alpha is ignored) as a baseline 4:2:0 JFIF at the given quality (1-100). */
export function encodeJpeg(image: RgbaImage, quality = 90): Uint8Array {
  const { width, height, data } = image;
  const lumaQuant = scaledTable(LUMA_QUANT, quality);
  const chromaQuant = scaledTable(CHROMA_QUANT, quality);
  const components: Component[] = [
    { quant: ZIGZAG.map((i) => lumaQuant[i]!), dc: huffmanCodes(DC_LUMA), ac: huffmanCodes(AC_LUMA), previousDc: 0 },
    {
      quant: ZIGZAG.map((i) => chromaQuant[i]!),
      dc: huffmanCodes(DC_CHROMA),
      ac: huffmanCodes(AC_CHROMA),
      previousDc: 0,
    },
    {
      quant: ZIGZAG.map((i) => chromaQuant[i]!),
      dc: huffmanCodes(DC_CHROMA),
      ac: huffmanCodes(AC_CHROMA),
      previousDc: 0,
    },
  ];
  // JFIF full-range YCbCr, edges replicated into partial MCUs.
  const ycc = (x: number, y: number, channel: number) => {
    const o = (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * 4;
    const r = data[o]!;
    const g = data[o + 1]!;
    const b = data[o + 2]!;
    if (channel === 0) return 0.299 * r + 0.587 * g + 0.114 * b;
    if (channel === 1) return -0.168736 * r - 0.331264 * g + 0.5 * b + 128;
    return 0.5 * r - 0.418688 * g - 0.081312 * b + 128;
  };
  const bits = new BitWriter();
  const samples = new Float64Array(64);
  const coefficients = new Float64Array(64);
  for (let my = 0; my < height; my += 16) {
    for (let mx = 0; mx < width; mx += 16) {
      for (const [bx, by] of [
        [0, 0],
        [8, 0],
        [0, 8],
        [8, 8],
      ] as const) {
        for (let i = 0; i < 64; i++) samples[i] = ycc(mx + bx + (i & 7), my + by + (i >> 3), 0) - 128;
        encodeBlock(bits, samples, components[0]!, coefficients);
      }
      for (const channel of [1, 2]) {
        for (let i = 0; i < 64; i++) {
          const x = mx + 2 * (i & 7);
          const y = my + 2 * (i >> 3);
          const sum = ycc(x, y, channel) + ycc(x + 1, y, channel) + ycc(x, y + 1, channel) + ycc(x + 1, y + 1, channel);
          samples[i] = sum / 4 - 128;
        }
        encodeBlock(bits, samples, components[channel]!, coefficients);
      }
    }
  }
  const bytes = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0, ...ZIGZAG.map((i) => lumaQuant[i]!), 1, ...ZIGZAG.map((i) => chromaQuant[i]!)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
    ...segment(0xc4, [
      ...huffmanSegment(0, 0, DC_LUMA),
      ...huffmanSegment(1, 0, AC_LUMA),
      ...huffmanSegment(0, 1, DC_CHROMA),
      ...huffmanSegment(1, 1, AC_CHROMA),
    ]),
    ...segment(0xda, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0]),
    ...bits.finish(),
    0xff,
    0xd9,
  ];
  return Uint8Array.from(bytes);
}
