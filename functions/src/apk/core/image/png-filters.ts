/** The Paeth predictor (PNG spec 9.4). */
export function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Reverses one row's filter in place (PNG spec 9.2); `previous` is the unfiltered row above (zeros for the first). */
export function unfilterRow(filter: number, row: Uint8Array, previous: Uint8Array, bpp: number): boolean {
  const n = row.length;
  switch (filter) {
    case 0:
      return true;
    case 1:
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + row[i - bpp]!) & 0xff;
      return true;
    case 2:
      for (let i = 0; i < n; i++) row[i] = (row[i]! + previous[i]!) & 0xff;
      return true;
    case 3:
      for (let i = 0; i < bpp && i < n; i++) row[i] = (row[i]! + (previous[i]! >> 1)) & 0xff;
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + ((row[i - bpp]! + previous[i]!) >> 1)) & 0xff;
      return true;
    case 4:
      for (let i = 0; i < bpp && i < n; i++) row[i] = (row[i]! + previous[i]!) & 0xff;
      for (let i = bpp; i < n; i++) row[i] = (row[i]! + paeth(row[i - bpp]!, previous[i]!, previous[i - bpp]!)) & 0xff;
      return true;
    default:
      return false;
  }
}

const cost = (v: number) => (v < 128 ? v : 256 - v);

/** Applies filter `filter` to `row` into `out` and returns the sum of absolute signed residuals (the selection heuristic). */
export function filterRow(filter: number, row: Uint8Array, previous: Uint8Array, bpp: number, out: Uint8Array): number {
  const n = row.length;
  let score = 0;
  const head = Math.min(bpp, n);
  switch (filter) {
    case 0:
      for (let i = 0; i < n; i++) score += cost((out[i] = row[i]!));
      return score;
    case 1:
      for (let i = 0; i < head; i++) score += cost((out[i] = row[i]!));
      for (let i = bpp; i < n; i++) score += cost((out[i] = (row[i]! - row[i - bpp]!) & 0xff));
      return score;
    case 2:
      for (let i = 0; i < n; i++) score += cost((out[i] = (row[i]! - previous[i]!) & 0xff));
      return score;
    case 3:
      for (let i = 0; i < head; i++) score += cost((out[i] = (row[i]! - (previous[i]! >> 1)) & 0xff));
      for (let i = bpp; i < n; i++) score += cost((out[i] = (row[i]! - ((row[i - bpp]! + previous[i]!) >> 1)) & 0xff));
      return score;
    default:
      for (let i = 0; i < head; i++) score += cost((out[i] = (row[i]! - previous[i]!) & 0xff));
      for (let i = bpp; i < n; i++) score += cost((out[i] = (row[i]! - paeth(row[i - bpp]!, previous[i]!, previous[i - bpp]!)) & 0xff));
      return score;
  }
}
