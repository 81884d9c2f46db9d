import { ByteReader, FormatError } from '../bytes/byte-reader.js';
import { ChunkType, readChunkHeader } from '../res/chunk.js';
import { readResValue, type ResValue, ValueType } from '../res/res-value.js';
import { readStringPool } from '../res/string-pool.js';
import { ENTRY_FLAG_COMPLEX, NO_ENTRY, PACKAGE_NAME_UNITS } from './arsc-chunks.js';
import { readResConfig } from './res-config.js';
import {
  APP_PACKAGE_ID,
  type ResourceTable,
  type TableEntryValue,
  type TableType,
  type TableValue,
} from './table-model.js';

export class ResourceTableFormatError extends FormatError {}

const fail = (message: string) => new ResourceTableFormatError(`resources.arsc: ${message}`);

export interface ReadResourceTable extends ResourceTable {
  /** Spec flags by type name, as written in each ResTable_typeSpec. */
  specFlags: Map<string, number[]>;
}

/** Parses a single-package resources.arsc back into the table model. */
export function readResourceTable(bytes: Uint8Array): ReadResourceTable {
  const reader = new ByteReader(bytes, fail);
  const header = readChunkHeader(reader);
  if (header.type !== ChunkType.TABLE) throw fail('not a resource table');
  if (header.size !== bytes.length) throw fail(`table size ${header.size} != file size ${bytes.length}`);
  const packageCount = reader.u32();
  if (packageCount !== 1) throw fail(`${packageCount} packages, expected 1`);
  reader.offset = header.headerSize;
  const values = readStringPool(reader).strings;
  const pkg = readChunkHeader(reader);
  if (pkg.type !== ChunkType.TABLE_PACKAGE) throw fail('missing package chunk');
  if (reader.u32() !== APP_PACKAGE_ID) throw fail('package id is not 0x7f');
  let packageName = '';
  for (let i = 0; i < PACKAGE_NAME_UNITS; i++) {
    const unit = reader.u16();
    if (unit) packageName += String.fromCharCode(unit);
    else {
      reader.offset += (PACKAGE_NAME_UNITS - i - 1) * 2;
      break;
    }
  }
  const typeStringsOffset = reader.u32();
  reader.u32();
  const keyStringsOffset = reader.u32();
  reader.offset = pkg.start + typeStringsOffset;
  const typeNames = readStringPool(reader).strings;
  reader.offset = pkg.start + keyStringsOffset;
  const keyNames = readStringPool(reader).strings;
  const types: TableType[] = typeNames.map((name) => ({ name, entries: [], configs: [] }));
  const specFlags = new Map<string, number[]>();
  const resolve = (value: ResValue): TableValue => {
    if (value.type !== ValueType.STRING) return value;
    const s = values[value.data];
    if (s === undefined) throw fail(`value string ${value.data} out of range`);
    return s;
  };
  const pkgEnd = pkg.start + pkg.size;
  while (reader.offset < pkgEnd) {
    const chunk = readChunkHeader(reader, pkgEnd);
    const typeId = reader.u8();
    const type = types[typeId - 1];
    if (!type) throw fail(`type id ${typeId} has no name`);
    if (chunk.type === ChunkType.TABLE_TYPE_SPEC) {
      reader.u8();
      reader.u16();
      const count = reader.u32();
      reader.offset = chunk.start + chunk.headerSize;
      const flags: number[] = [];
      for (let i = 0; i < count; i++) flags.push(reader.u32());
      specFlags.set(type.name, flags);
      type.entries = new Array<string>(count).fill('');
    } else if (chunk.type === ChunkType.TABLE_TYPE) {
      const typeFlags = reader.u8();
      if (typeFlags !== 0) throw fail(`type flags 0x${typeFlags.toString(16)} not supported`);
      reader.u16();
      const count = reader.u32();
      const entriesStart = reader.u32();
      const config = readResConfig(reader);
      reader.offset = chunk.start + chunk.headerSize;
      const offsets: number[] = [];
      for (let i = 0; i < count; i++) offsets.push(reader.u32());
      const entries = new Map<number, TableEntryValue>();
      offsets.forEach((offset, index) => {
        if (offset === NO_ENTRY) return;
        const at = new ByteReader(
          bytes.subarray(0, chunk.start + chunk.size),
          fail,
          chunk.start + entriesStart + offset,
        );
        const size = at.u16();
        const flags = at.u16();
        const key = keyNames[at.u32()];
        if (key === undefined) throw fail('entry key out of range');
        if (index >= type.entries.length) throw fail(`entry ${index} beyond the type spec`);
        type.entries[index] = key;
        if (flags & ENTRY_FLAG_COMPLEX) {
          const parent = at.u32();
          const itemCount = at.u32();
          at.offset = chunk.start + entriesStart + offset + size;
          const items = [];
          for (let i = 0; i < itemCount; i++) items.push({ attribute: at.u32(), value: resolve(readResValue(at)) });
          entries.set(index, { bag: { parent, items } });
        } else {
          at.offset = chunk.start + entriesStart + offset + size;
          entries.set(index, { value: resolve(readResValue(at)) });
        }
      });
      type.configs.push({ config, values: entries });
    } else {
      throw fail(`unexpected chunk 0x${chunk.type.toString(16)} in package`);
    }
    reader.offset = chunk.start + chunk.size;
  }
  return { packageName, types, specFlags };
}
