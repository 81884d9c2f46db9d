/** Thrown by a reader when the bytes do not hold what the format says; each format subclasses it. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

type ErrorFactory = (message: string) => Error;

/** A bounds-checked little-endian cursor; out-of-range reads throw the format's own error. */
export class ByteReader {
  private readonly view: DataView;
  offset: number;

  constructor(
    readonly bytes: Uint8Array,
    private readonly fail: ErrorFactory = (message) => new FormatError(message),
    start = 0,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.offset = start;
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  error(message: string): Error {
    return this.fail(message);
  }

  private need(count: number, at = this.offset): void {
    if (at < 0 || count < 0 || at + count > this.bytes.length) {
      throw this.fail(`truncated: need ${count} bytes at offset ${at}, have ${this.bytes.length}`);
    }
  }

  u8(): number {
    this.need(1);
    return this.view.getUint8(this.offset++);
  }

  u16(): number {
    this.need(2);
    const value = this.view.getUint16(this.offset, true);
    this.offset += 2;
    return value;
  }

  u32(): number {
    this.need(4);
    const value = this.view.getUint32(this.offset, true);
    this.offset += 4;
    return value;
  }

  u64(): number {
    this.need(8);
    const value = this.view.getBigUint64(this.offset, true);
    this.offset += 8;
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw this.fail(`64-bit value too large at ${this.offset - 8}`);
    return Number(value);
  }

  take(count: number): Uint8Array {
    this.need(count);
    const slice = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return slice;
  }

  u16At(at: number): number {
    this.need(2, at);
    return this.view.getUint16(at, true);
  }

  u32At(at: number): number {
    this.need(4, at);
    return this.view.getUint32(at, true);
  }

  slice(at: number, count: number): Uint8Array {
    this.need(count, at);
    return this.bytes.subarray(at, at + count);
  }
}
