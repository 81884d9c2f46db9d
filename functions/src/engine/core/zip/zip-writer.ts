import { crc32, deflateRawSync } from 'node:zlib';
import { ByteWriter, utf8 } from '../bytes/byte-writer.js';
import {
  ALIGNMENT_EXTRA_ID,
  ALIGNMENT_EXTRA_MIN_SIZE,
  CENTRAL_DIRECTORY_HEADER_SIZE,
  CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  FIXED_DOS_DATE,
  FIXED_DOS_TIME,
  FLAG_UTF8_NAMES,
  LOCAL_FILE_HEADER_SIGNATURE,
  LOCAL_FILE_HEADER_SIZE,
  METHOD_DEFLATED,
  METHOD_STORED,
  VERSION_NEEDED,
} from './zip-constants.js';

export interface ZipEntryInput {
  name: string;
  data: Uint8Array;
  /** Stored entries are kept as is and aligned; the rest are deflated. */
  stored: boolean;
  /** Alignment of a stored entry's data (4 for everything in an APK); ignored when deflated. */
  alignment?: number;
  /**
   * The same (never mutated) bytes go into many archives, e.g. the shell's classes.dex: deflate them once.
   * The cache is keyed by the array object, so callers must not change the bytes afterwards.
   */
  immutable?: boolean;
  /** The data already as raw DEFLATE (the shell's dex, deflated by zopfli at build time); the writer trusts it. */
  deflated?: Uint8Array;
}

const deflatedOnce = new WeakMap<Uint8Array, Uint8Array>();

function deflate(entry: ZipEntryInput): Uint8Array {
  if (entry.deflated) return entry.deflated;
  const cached = entry.immutable ? deflatedOnce.get(entry.data) : undefined;
  if (cached) return cached;
  const deflated = new Uint8Array(deflateRawSync(entry.data, { level: 9, memLevel: 9 }));
  if (entry.immutable) deflatedOnce.set(entry.data, deflated);
  return deflated;
}

interface PreparedEntry {
  name: Uint8Array;
  method: number;
  crc: number;
  size: number;
  payload: Uint8Array;
  extra: Uint8Array;
  offset: number;
}

function alignmentExtra(dataStartWithoutExtra: number, alignment: number): Uint8Array {
  const unpadded = dataStartWithoutExtra + ALIGNMENT_EXTRA_MIN_SIZE;
  const padding = (alignment - (unpadded % alignment)) % alignment;
  const extra = new ByteWriter(ALIGNMENT_EXTRA_MIN_SIZE + padding);
  extra
    .u16(ALIGNMENT_EXTRA_ID)
    .u16(2 + padding)
    .u16(alignment)
    .zeros(padding);
  return extra.finish();
}

function prepare(entries: readonly ZipEntryInput[]): { prepared: PreparedEntry[]; entriesSize: number } {
  const prepared: PreparedEntry[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8.encode(entry.name);
    const method = entry.stored ? METHOD_STORED : METHOD_DEFLATED;
    const payload = entry.stored ? entry.data : deflate(entry);
    const alignment = entry.alignment ?? 4;
    const extra = entry.stored
      ? alignmentExtra(offset + LOCAL_FILE_HEADER_SIZE + name.length, alignment)
      : new Uint8Array(0);
    prepared.push({ name, method, crc: crc32(entry.data), size: entry.data.length, payload, extra, offset });
    offset += LOCAL_FILE_HEADER_SIZE + name.length + extra.length + payload.length;
  }
  return { prepared, entriesSize: offset };
}

/**
 * Writes a reproducible zip: entries in the order given, fixed timestamps, no comment,
 * stored entries padded (apksigner-style extra field) so their data starts on the requested boundary.
 */
export function writeZip(entries: readonly ZipEntryInput[]): Uint8Array {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`duplicate zip entry ${entry.name}`);
    seen.add(entry.name);
  }
  const { prepared, entriesSize } = prepare(entries);
  const centralSize = prepared.reduce((sum, e) => sum + CENTRAL_DIRECTORY_HEADER_SIZE + e.name.length, 0);
  const out = new ByteWriter(entriesSize + centralSize + END_OF_CENTRAL_DIRECTORY_SIZE);
  for (const e of prepared) {
    out.u32(LOCAL_FILE_HEADER_SIGNATURE).u16(VERSION_NEEDED).u16(FLAG_UTF8_NAMES).u16(e.method);
    out.u16(FIXED_DOS_TIME).u16(FIXED_DOS_DATE).u32(e.crc).u32(e.payload.length).u32(e.size);
    out.u16(e.name.length).u16(e.extra.length).raw(e.name).raw(e.extra).raw(e.payload);
  }
  for (const e of prepared) {
    out.u32(CENTRAL_DIRECTORY_SIGNATURE).u16(VERSION_NEEDED).u16(VERSION_NEEDED).u16(FLAG_UTF8_NAMES).u16(e.method);
    out.u16(FIXED_DOS_TIME).u16(FIXED_DOS_DATE).u32(e.crc).u32(e.payload.length).u32(e.size);
    // The central record carries no extra field: alignment only matters for the local header.
    out.u16(e.name.length).u16(0).u16(0).u16(0).u16(0).u32(0).u32(e.offset).raw(e.name);
  }
  out.u32(END_OF_CENTRAL_DIRECTORY_SIGNATURE).u16(0).u16(0).u16(prepared.length).u16(prepared.length);
  out.u32(centralSize).u32(entriesSize).u16(0);
  return out.finish();
}
