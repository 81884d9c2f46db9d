import { ImageDecodeError } from './image-errors.js';

const fail = (message: string) => new ImageDecodeError(`JPEG: ${message}`);

const FAST_BITS = 9;

/** A canonical Huffman table (JPEG Annex C) with a 9-bit lookahead table for the common short codes. */
export class HuffmanTable {
  /** (length << 8 | symbol) for every 9-bit prefix that starts with a code of at most 9 bits; 0 when longer. */
  readonly fast = new Uint16Array(1 << FAST_BITS);
  /** Largest code of each length (1..16), -1 when none; used by the slow path. */
  readonly maxCode = new Int32Array(18).fill(-1);
  readonly valueOffset = new Int32Array(17);

  constructor(
    counts: Uint8Array,
    readonly symbols: Uint8Array,
  ) {
    let code = 0;
    let k = 0;
    for (let length = 1; length <= 16; length++) {
      const count = counts[length - 1]!;
      this.valueOffset[length] = k - code;
      for (let i = 0; i < count; i++, k++, code++) {
        if (length <= FAST_BITS) {
          const shift = FAST_BITS - length;
          for (let j = 0; j < 1 << shift; j++) this.fast[(code << shift) | j] = (length << 8) | symbols[k]!;
        }
      }
      if (count) this.maxCode[length] = code - 1;
      if (code > 1 << length) throw fail('over-subscribed Huffman table');
      code <<= 1;
    }
    this.maxCode[17] = 0x7fffffff;
  }
}

/** Reads entropy-coded bits, undoing 0xFF00 byte stuffing and stopping (with zero bits) at a marker. */
export class BitReader {
  private buffer = 0;
  private bits = 0;
  /** Zero bytes fed into the buffer past a marker or the end of the data (read-ahead, not yet data). */
  private invented = 0;
  /** Set once a marker is reached; the caller handles RSTn or the scan end. */
  marker = -1;

  constructor(
    private readonly data: Uint8Array,
    public position: number,
  ) {}

  private fill(): void {
    while (this.bits <= 24) {
      let byte = 0;
      if (this.marker < 0 && this.position < this.data.length) {
        byte = this.data[this.position]!;
        if (byte === 0xff) {
          const next = this.data[this.position + 1] ?? 0xd9;
          if (next === 0x00) this.position += 2;
          else {
            this.marker = next;
            byte = 0;
            this.invented++;
          }
        } else this.position++;
      } else this.invented++;
      this.buffer = ((this.buffer << 8) | byte) >>> 0;
      this.bits += 8;
    }
  }

  bit(): number {
    if (this.bits < 1) this.fill();
    this.bits--;
    return (this.buffer >>> this.bits) & 1;
  }

  receive(count: number): number {
    if (count === 0) return 0;
    if (this.bits < count) this.fill();
    this.bits -= count;
    return (this.buffer >>> this.bits) & ((1 << count) - 1);
  }

  /** F.2.2.1 EXTEND: a `count`-bit magnitude category to a signed value. */
  receiveExtend(count: number): number {
    if (count === 0) return 0;
    if (count > 16) throw fail('coefficient category too large');
    const value = this.receive(count);
    return value < 1 << (count - 1) ? value - (1 << count) + 1 : value;
  }

  decode(table: HuffmanTable): number {
    if (this.bits < 16) this.fill();
    const peek = (this.buffer >>> (this.bits - FAST_BITS)) & ((1 << FAST_BITS) - 1);
    const entry = table.fast[peek]!;
    if (entry) {
      this.bits -= entry >> 8;
      return entry & 0xff;
    }
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | this.bit();
      if (code <= table.maxCode[length]!) return table.symbols[code + table.valueOffset[length]!]!;
    }
    throw fail('bad Huffman code');
  }

  /**
   * True once the decoder has consumed bits that are not in the file: the segment ended (marker or end of
   * data) before its blocks did. Decoding on would only produce zeros, so callers stop: a truncated scan
   * costs no more than the data it has, however large the frame claims to be.
   */
  get overran(): boolean {
    return this.invented * 8 > this.bits;
  }

  /** Drops buffered bits and skips an expected RSTn marker; returns false when another marker is found. */
  restart(): boolean {
    this.bits = 0;
    this.buffer = 0;
    this.invented = 0;
    if (this.marker < 0) {
      while (
        this.position + 1 < this.data.length &&
        !(
          this.data[this.position] === 0xff &&
          this.data[this.position + 1]! >= 0xd0 &&
          this.data[this.position + 1]! <= 0xd7
        )
      ) {
        this.position++;
      }
      if (this.position + 1 >= this.data.length) return false;
      this.marker = this.data[this.position + 1]!;
    }
    if (this.marker < 0xd0 || this.marker > 0xd7) return false;
    this.position += 2;
    this.marker = -1;
    return true;
  }
}
