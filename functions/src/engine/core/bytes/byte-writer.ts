/**
 * A fixed-size little-endian writer: every structure computes its byte size first,
 * one buffer is allocated, and `finish()` proves the size computation was right.
 */
export class ByteWriter {
  readonly bytes: Uint8Array;
  private readonly view: DataView;
  offset = 0;

  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = new DataView(this.bytes.buffer);
  }

  u8(value: number): this {
    this.view.setUint8(this.offset, value);
    this.offset += 1;
    return this;
  }

  u16(value: number): this {
    this.view.setUint16(this.offset, value, true);
    this.offset += 2;
    return this;
  }

  u32(value: number): this {
    this.view.setUint32(this.offset, value >>> 0, true);
    this.offset += 4;
    return this;
  }

  u64(value: number | bigint): this {
    this.view.setBigUint64(this.offset, BigInt(value), true);
    this.offset += 8;
    return this;
  }

  raw(data: Uint8Array): this {
    this.bytes.set(data, this.offset);
    this.offset += data.length;
    return this;
  }

  zeros(count: number): this {
    this.offset += count;
    return this;
  }

  /** Returns the buffer after checking that exactly the announced size was written. */
  finish(): Uint8Array {
    if (this.offset !== this.bytes.length) {
      throw new Error(`size mismatch: wrote ${this.offset} of ${this.bytes.length} bytes`);
    }
    return this.bytes;
  }
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const utf8 = new TextEncoder();

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
