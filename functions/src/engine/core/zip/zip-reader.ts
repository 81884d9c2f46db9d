import { crc32, inflateRawSync } from 'node:zlib';
import { ByteReader, FormatError } from '../bytes/byte-reader.js';
import {
  CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  FLAG_ENCRYPTED,
  LOCAL_FILE_HEADER_SIGNATURE,
  LOCAL_FILE_HEADER_SIZE,
  MAX_EOCD_SEARCH,
  METHOD_DEFLATED,
  METHOD_STORED,
} from './zip-constants.js';

export class ZipFormatError extends FormatError {}

export interface EndOfCentralDirectory {
  offset: number;
  entryCount: number;
  centralDirectoryOffset: number;
  centralDirectorySize: number;
}

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
  /** Offset of the entry's (possibly compressed) bytes within the archive. */
  dataOffset: number;
  localExtra: Uint8Array;
}

const fail = (message: string) => new ZipFormatError(`zip: ${message}`);

export function findEndOfCentralDirectory(bytes: Uint8Array): EndOfCentralDirectory {
  const reader = new ByteReader(bytes, fail);
  const lowest = Math.max(0, bytes.length - MAX_EOCD_SEARCH);
  for (let at = bytes.length - END_OF_CENTRAL_DIRECTORY_SIZE; at >= lowest; at--) {
    if (reader.u32At(at) !== END_OF_CENTRAL_DIRECTORY_SIGNATURE) continue;
    const commentLength = reader.u16At(at + 20);
    if (at + END_OF_CENTRAL_DIRECTORY_SIZE + commentLength !== bytes.length) continue;
    const entryCount = reader.u16At(at + 10);
    const centralDirectorySize = reader.u32At(at + 12);
    const centralDirectoryOffset = reader.u32At(at + 16);
    if (centralDirectoryOffset + centralDirectorySize !== at) {
      throw fail(
        `central directory (${centralDirectoryOffset}+${centralDirectorySize}) does not end at the EOCD (${at})`,
      );
    }
    return { offset: at, entryCount, centralDirectoryOffset, centralDirectorySize };
  }
  throw fail('no end-of-central-directory record');
}

/** Lists the entries of an archive from its central directory, cross-checked against each local header. */
export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  const reader = new ByteReader(bytes, fail, eocd.centralDirectoryOffset);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < eocd.entryCount; i++) {
    const at = reader.offset;
    if (reader.u32() !== CENTRAL_DIRECTORY_SIGNATURE) throw fail(`bad central directory record at ${at}`);
    reader.take(4);
    const flags = reader.u16();
    const method = reader.u16();
    reader.take(4);
    const crc = reader.u32();
    const compressedSize = reader.u32();
    const size = reader.u32();
    const nameLength = reader.u16();
    const extraLength = reader.u16();
    const commentLength = reader.u16();
    reader.take(8);
    const localHeaderOffset = reader.u32();
    const name = decoder.decode(reader.take(nameLength));
    reader.take(extraLength + commentLength);
    if (flags & FLAG_ENCRYPTED) throw fail(`${name} is encrypted`);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) throw fail(`${name} uses unsupported method ${method}`);
    const local = new ByteReader(bytes, fail, localHeaderOffset);
    if (local.u32() !== LOCAL_FILE_HEADER_SIGNATURE) throw fail(`bad local header for ${name}`);
    const localNameLength = local.u16At(localHeaderOffset + 26);
    const localExtraLength = local.u16At(localHeaderOffset + 28);
    const nameEnd = localHeaderOffset + LOCAL_FILE_HEADER_SIZE + localNameLength;
    const localExtra = local.slice(nameEnd, localExtraLength);
    const dataOffset = nameEnd + localExtraLength;
    if (dataOffset + compressedSize > eocd.centralDirectoryOffset) throw fail(`${name} overlaps the central directory`);
    entries.push({ name, method, crc, compressedSize, size, localHeaderOffset, dataOffset, localExtra });
  }
  if (reader.offset !== eocd.centralDirectoryOffset + eocd.centralDirectorySize) {
    throw fail('central directory size does not match its records');
  }
  return entries;
}

/** Larger than any entry an APK of ours holds; a declared size above it is refused before inflating (zip bomb). */
export const MAX_ENTRY_SIZE = 256 * 1024 * 1024;

/** The uncompressed bytes of an entry, checked against its CRC-32. */
export function readZipEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.size > MAX_ENTRY_SIZE) throw fail(`${entry.name}: declared size ${entry.size} is too large`);
  const raw = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const data =
    entry.method === METHOD_STORED
      ? raw
      : new Uint8Array(inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) }));
  if (data.length !== entry.size) throw fail(`${entry.name}: size ${data.length}, expected ${entry.size}`);
  if (crc32(data) !== entry.crc) throw fail(`${entry.name}: CRC mismatch`);
  return data;
}

export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const entry of readZipEntries(bytes)) {
    if (files.has(entry.name)) throw fail(`duplicate entry ${entry.name}`);
    files.set(entry.name, readZipEntryData(bytes, entry));
  }
  return files;
}
