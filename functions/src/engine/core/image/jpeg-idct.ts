/**
 * AAN scale factors (Arai, Agui, Nakajima 1988): cos(k pi / 16) * sqrt(2) for k > 0. Folding them (and the
 * final 1/8) into the dequantisation table leaves 5 multiplications per 8-point pass.
 */
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379];

/** A quantisation table (natural order) pre-scaled for {@link idctBlock}. */
export function scaleQuantTable(quant: Uint16Array): Float32Array {
  const scaled = new Float32Array(64);
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) scaled[row * 8 + col] = (quant[row * 8 + col]! * AAN[row]! * AAN[col]!) / 8;
  }
  return scaled;
}

const workspace = new Float32Array(64);

/** The AAN 8-point inverse DCT over `ws[at + k * step]`, k = 0..7, in place. */
function idct8(ws: Float32Array, at: number, step: number): void {
  const i0 = ws[at]!,
    i1 = ws[at + step]!,
    i2 = ws[at + 2 * step]!,
    i3 = ws[at + 3 * step]!;
  const i4 = ws[at + 4 * step]!,
    i5 = ws[at + 5 * step]!,
    i6 = ws[at + 6 * step]!,
    i7 = ws[at + 7 * step]!;
  // Even part.
  const tmp10 = i0 + i4;
  const tmp11 = i0 - i4;
  const tmp13 = i2 + i6;
  const tmp12 = (i2 - i6) * 1.414213562 - tmp13;
  const e0 = tmp10 + tmp13;
  const e3 = tmp10 - tmp13;
  const e1 = tmp11 + tmp12;
  const e2 = tmp11 - tmp12;
  // Odd part.
  const z13 = i5 + i3;
  const z10 = i5 - i3;
  const z11 = i1 + i7;
  const z12 = i1 - i7;
  const o7 = z11 + z13;
  const o11 = (z11 - z13) * 1.414213562;
  const z5 = (z10 + z12) * 1.847759065;
  const o10 = z5 - z12 * 1.0823922;
  const o12 = z5 - z10 * 2.61312593;
  const o6 = o12 - o7;
  const o5 = o11 - o6;
  const o4 = o10 - o5;
  ws[at] = e0 + o7;
  ws[at + 7 * step] = e0 - o7;
  ws[at + step] = e1 + o6;
  ws[at + 6 * step] = e1 - o6;
  ws[at + 2 * step] = e2 + o5;
  ws[at + 5 * step] = e2 - o5;
  ws[at + 3 * step] = e3 + o4;
  ws[at + 4 * step] = e3 - o4;
}

/**
 * Dequantises one block (coefficients in natural order) and writes its 8x8 samples, level-shifted and
 * clamped, into `plane` at (x0, y0). Columns whose AC terms are all zero take a shortcut (most of them).
 */
export function idctBlock(
  coefficients: Int16Array,
  at: number,
  quant: Float32Array,
  plane: Uint8Array,
  stride: number,
  x0: number,
  y0: number,
): void {
  for (let col = 0; col < 8; col++) {
    let acZero = true;
    for (let row = 1; row < 8; row++)
      if (coefficients[at + row * 8 + col] !== 0) {
        acZero = false;
        break;
      }
    if (acZero) {
      const dc = coefficients[at + col]! * quant[col]!;
      for (let row = 0; row < 8; row++) workspace[row * 8 + col] = dc;
      continue;
    }
    for (let row = 0; row < 8; row++)
      workspace[row * 8 + col] = coefficients[at + row * 8 + col]! * quant[row * 8 + col]!;
    idct8(workspace, col, 8);
  }
  for (let row = 0; row < 8; row++) {
    idct8(workspace, row * 8, 1);
    const out = (y0 + row) * stride + x0;
    for (let x = 0; x < 8; x++) {
      const value = Math.round(workspace[row * 8 + x]! + 128);
      plane[out + x] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}
