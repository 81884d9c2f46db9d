import type { ByteReader } from '../bytes/byte-reader.js';
import type { ByteWriter } from '../bytes/byte-writer.js';

/** Chunk types of ResChunk_header (AOSP androidfw ResourceTypes.h). */
export const ChunkType = {
  NULL: 0x0000,
  STRING_POOL: 0x0001,
  TABLE: 0x0002,
  XML: 0x0003,
  XML_START_NAMESPACE: 0x0100,
  XML_END_NAMESPACE: 0x0101,
  XML_START_ELEMENT: 0x0102,
  XML_END_ELEMENT: 0x0103,
  XML_CDATA: 0x0104,
  XML_RESOURCE_MAP: 0x0180,
  TABLE_PACKAGE: 0x0200,
  TABLE_TYPE: 0x0201,
  TABLE_TYPE_SPEC: 0x0202,
  TABLE_LIBRARY: 0x0203,
} as const;

/** ResChunk_header: u16 type, u16 headerSize, u32 size (whole chunk, header included). */
export const CHUNK_HEADER_SIZE = 8;

export function writeChunkHeader(out: ByteWriter, type: number, headerSize: number, size: number): void {
  out.u16(type).u16(headerSize).u32(size);
}

export interface ChunkHeader {
  type: number;
  headerSize: number;
  size: number;
  /** Offset of the chunk's first byte. */
  start: number;
}

/** Reads a chunk header and checks that the chunk fits in what is left of its parent. */
export function readChunkHeader(reader: ByteReader, limit: number = reader.bytes.length): ChunkHeader {
  const start = reader.offset;
  const type = reader.u16();
  const headerSize = reader.u16();
  const size = reader.u32();
  if (headerSize < CHUNK_HEADER_SIZE || size < headerSize || start + size > limit) {
    throw reader.error(`bad chunk 0x${type.toString(16)} at ${start}: header ${headerSize}, size ${size}`);
  }
  return { type, headerSize, size, start };
}

export function align4(n: number): number {
  return (n + 3) & ~3;
}
