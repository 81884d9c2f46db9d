import { ByteReader } from '../bytes/byte-reader.js';
import { ByteWriter, utf8 } from '../bytes/byte-writer.js';
import { align4, ChunkType, readChunkHeader, writeChunkHeader } from './chunk.js';

/** ResStringPool_header: chunk header + stringCount, styleCount, flags, stringsStart, stylesStart. */
const STRING_POOL_HEADER_SIZE = 28;
export const UTF8_FLAG = 1 << 8;
/** The UTF-16 / byte lengths are stored in one or two units; two units hold at most 15 bits of length. */
const MAX_STRING_LENGTH = 0x7fff;

/** A UTF-8 pool stores lengths in at most 15 bits; a UTF-16 pool takes longer strings. */
export class StringTooLongError extends Error {}

function encodeLength8(length: number): number[] {
  return length > 0x7f ? [((length >> 8) & 0x7f) | 0x80, length & 0xff] : [length];
}

function encodeLength16(length: number): number[] {
  return length > 0x7fff ? [((length >> 16) & 0x7fff) | 0x8000, length & 0xffff] : [length];
}

function encodeUtf8Entry(value: string): Uint8Array {
  const bytes = utf8.encode(value);
  if (value.length > MAX_STRING_LENGTH || bytes.length > MAX_STRING_LENGTH)
    throw new StringTooLongError('string too long for a UTF-8 string pool');
  // UTF-8 entries record the UTF-16 length first, then the byte length (ResourceTypes.h, ResStringPool::stringAt).
  const prefix = [...encodeLength8(value.length), ...encodeLength8(bytes.length)];
  const entry = new Uint8Array(prefix.length + bytes.length + 1);
  entry.set(prefix, 0);
  entry.set(bytes, prefix.length);
  return entry;
}

function encodeUtf16Entry(value: string): Uint8Array {
  const units = [...encodeLength16(value.length)];
  const entry = new ByteWriter((units.length + value.length + 1) * 2);
  for (const unit of units) entry.u16(unit);
  for (let i = 0; i < value.length; i++) entry.u16(value.charCodeAt(i));
  entry.u16(0);
  return entry.finish();
}

/** The strings of a pool being built, in first-use order, each value stored once. */
export class StringInterner {
  readonly strings: string[] = [];
  private readonly index = new Map<string, number>();

  /** The value's index, appending it on first use. */
  add(value: string): number {
    let i = this.index.get(value);
    if (i === undefined) {
      i = this.append(value);
      this.index.set(value, i);
    }
    return i;
  }

  /** Appends an entry that is never shared with add() (binary XML attribute names need their own). */
  append(value: string): number {
    return this.strings.push(value) - 1;
  }
}

/** Serialises a ResStringPool chunk with no styles. */
export function writeStringPool(strings: readonly string[], options: { utf8?: boolean } = {}): Uint8Array {
  const useUtf8 = options.utf8 ?? true;
  const entries = strings.map(useUtf8 ? encodeUtf8Entry : encodeUtf16Entry);
  const stringsStart = STRING_POOL_HEADER_SIZE + strings.length * 4;
  const dataSize = entries.reduce((sum, e) => sum + e.length, 0);
  const size = align4(stringsStart + dataSize);
  const out = new ByteWriter(size);
  writeChunkHeader(out, ChunkType.STRING_POOL, STRING_POOL_HEADER_SIZE, size);
  out
    .u32(strings.length)
    .u32(0)
    .u32(useUtf8 ? UTF8_FLAG : 0)
    .u32(strings.length ? stringsStart : 0)
    .u32(0);
  let offset = 0;
  for (const entry of entries) {
    out.u32(offset);
    offset += entry.length;
  }
  for (const entry of entries) out.raw(entry);
  out.zeros(size - out.offset);
  return out.finish();
}

export interface StringPool {
  strings: string[];
  utf8: boolean;
}

function readLength8(reader: ByteReader): number {
  const first = reader.u8();
  return first & 0x80 ? ((first & 0x7f) << 8) | reader.u8() : first;
}

function readLength16(reader: ByteReader): number {
  const first = reader.u16();
  return first & 0x8000 ? ((first & 0x7fff) << 16) | reader.u16() : first;
}

/** Reads a ResStringPool chunk at the reader's offset and leaves the reader after it. */
export function readStringPool(reader: ByteReader): StringPool {
  const header = readChunkHeader(reader);
  if (header.type !== ChunkType.STRING_POOL) throw reader.error(`expected a string pool at ${header.start}`);
  const count = reader.u32();
  reader.u32();
  const flags = reader.u32();
  const stringsStart = reader.u32();
  reader.u32();
  const isUtf8 = (flags & UTF8_FLAG) !== 0;
  reader.offset = header.start + header.headerSize;
  const offsets: number[] = [];
  for (let i = 0; i < count; i++) offsets.push(reader.u32());
  const end = header.start + header.size;
  const strings = offsets.map((offset) => {
    const at = new ByteReader(
      reader.bytes.subarray(0, end),
      (m) => reader.error(m),
      header.start + stringsStart + offset,
    );
    if (isUtf8) {
      const units = readLength8(at);
      const byteLength = readLength8(at);
      const value = new TextDecoder('utf-8', { fatal: true }).decode(at.take(byteLength));
      if (value.length !== units)
        throw reader.error(`string ${offset}: ${value.length} UTF-16 units, header says ${units}`);
      if (at.u8() !== 0) throw reader.error(`string ${offset} is not NUL-terminated`);
      return value;
    }
    const length = readLength16(at);
    let value = '';
    for (let i = 0; i < length; i++) value += String.fromCharCode(at.u16());
    if (at.u16() !== 0) throw reader.error(`string ${offset} is not NUL-terminated`);
    return value;
  });
  reader.offset = end;
  return { strings, utf8: isUtf8 };
}
