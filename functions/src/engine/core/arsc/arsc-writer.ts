import { ByteWriter } from '../bytes/byte-writer.js';
import { ChunkType, writeChunkHeader } from '../res/chunk.js';
import { RES_VALUE_SIZE, type ResValue, ValueType, writeResValue } from '../res/res-value.js';
import { StringInterner, StringTooLongError, writeStringPool } from '../res/string-pool.js';
import {
  ENTRY_FLAG_COMPLEX,
  MAP_ENTRY_SIZE,
  MAP_ITEM_SIZE,
  NO_ENTRY,
  PACKAGE_HEADER_SIZE,
  PACKAGE_NAME_UNITS,
  SIMPLE_ENTRY_SIZE,
  TABLE_HEADER_SIZE,
  TYPE_HEADER_BASE_SIZE,
  TYPE_SPEC_HEADER_SIZE,
} from './arsc-chunks.js';
import { configFlags, RES_CONFIG_SIZE, writeResConfig } from './res-config.js';
import {
  APP_PACKAGE_ID,
  type ResourceTable,
  type TableEntryValue,
  type TableType,
  type TableValue,
} from './table-model.js';

function entrySize(value: TableEntryValue): number {
  return 'bag' in value ? MAP_ENTRY_SIZE + value.bag.items.length * MAP_ITEM_SIZE : SIMPLE_ENTRY_SIZE + RES_VALUE_SIZE;
}

/** For each entry, the configuration axes along which its values differ (ResTable_typeSpec flags). */
function specFlags(type: TableType): number[] {
  return type.entries.map((_, entry) => {
    const configs = type.configs.filter((c) => c.values.has(entry)).map((c) => c.config);
    let flags = 0;
    for (const a of configs) for (const b of configs) flags |= configFlags(a, b);
    return flags;
  });
}

/**
 * The value pool in whichever encoding is smaller. resources.arsc is stored uncompressed (the platform maps
 * it), so bytes count: Latin text is smaller in UTF-8, Indic and CJK app names (3 bytes a character in UTF-8)
 * in UTF-16. The platform reads both.
 */
function compactStringPool(strings: readonly string[]): Uint8Array {
  const utf16 = writeStringPool(strings, { utf8: false });
  let utf8: Uint8Array;
  try {
    utf8 = writeStringPool(strings, { utf8: true });
  } catch (error) {
    if (error instanceof StringTooLongError) return utf16;
    throw error;
  }
  return utf16.length < utf8.length ? utf16 : utf8;
}

/** Serialises a single-package resource table (resources.arsc). */
export function writeResourceTable(table: ResourceTable): Uint8Array {
  const values = new StringInterner();
  const keys = new StringInterner();
  const resolve = (value: TableValue): ResValue =>
    typeof value === 'string' ? { type: ValueType.STRING, data: values.add(value) } : value;
  for (const type of table.types) {
    for (const name of type.entries) keys.add(name);
    for (const config of type.configs) {
      for (const [, v] of [...config.values].sort((a, b) => a[0] - b[0])) {
        if ('value' in v) resolve(v.value);
        else for (const item of v.bag.items) resolve(item.value);
      }
    }
  }
  const valuePool = compactStringPool(values.strings);
  const typePool = writeStringPool(table.types.map((t) => t.name));
  const keyPool = writeStringPool(keys.strings);
  const typeHeaderSize = TYPE_HEADER_BASE_SIZE + RES_CONFIG_SIZE;
  const typeChunkSize = (type: TableType, values: Map<number, TableEntryValue>) =>
    typeHeaderSize + type.entries.length * 4 + [...values.values()].reduce((sum, v) => sum + entrySize(v), 0);
  let packageSize = PACKAGE_HEADER_SIZE + typePool.length + keyPool.length;
  for (const type of table.types) {
    packageSize += TYPE_SPEC_HEADER_SIZE + type.entries.length * 4;
    for (const config of type.configs) packageSize += typeChunkSize(type, config.values);
  }
  const size = TABLE_HEADER_SIZE + valuePool.length + packageSize;
  const out = new ByteWriter(size);
  writeChunkHeader(out, ChunkType.TABLE, TABLE_HEADER_SIZE, size);
  out.u32(1).raw(valuePool);
  writeChunkHeader(out, ChunkType.TABLE_PACKAGE, PACKAGE_HEADER_SIZE, packageSize);
  out.u32(APP_PACKAGE_ID);
  if (table.packageName.length >= PACKAGE_NAME_UNITS) throw new Error('package name too long for the resource table');
  for (let i = 0; i < PACKAGE_NAME_UNITS; i++) out.u16(table.packageName.charCodeAt(i) || 0);
  out.u32(PACKAGE_HEADER_SIZE).u32(table.types.length);
  out
    .u32(PACKAGE_HEADER_SIZE + typePool.length)
    .u32(keys.strings.length)
    .u32(0);
  out.raw(typePool).raw(keyPool);
  table.types.forEach((type, index) => {
    const typeId = index + 1;
    writeChunkHeader(
      out,
      ChunkType.TABLE_TYPE_SPEC,
      TYPE_SPEC_HEADER_SIZE,
      TYPE_SPEC_HEADER_SIZE + type.entries.length * 4,
    );
    out.u8(typeId).u8(0).u16(type.configs.length).u32(type.entries.length);
    for (const flags of specFlags(type)) out.u32(flags);
    for (const config of type.configs) {
      writeChunkHeader(out, ChunkType.TABLE_TYPE, typeHeaderSize, typeChunkSize(type, config.values));
      out
        .u8(typeId)
        .u8(0)
        .u16(0)
        .u32(type.entries.length)
        .u32(typeHeaderSize + type.entries.length * 4);
      writeResConfig(out, config.config);
      let offset = 0;
      for (let entry = 0; entry < type.entries.length; entry++) {
        const value = config.values.get(entry);
        out.u32(value ? offset : NO_ENTRY);
        if (value) offset += entrySize(value);
      }
      for (let entry = 0; entry < type.entries.length; entry++) {
        const value = config.values.get(entry);
        if (!value) continue;
        const key = keys.add(type.entries[entry]!);
        if ('value' in value) {
          out.u16(SIMPLE_ENTRY_SIZE).u16(0).u32(key);
          writeResValue(out, resolve(value.value));
        } else {
          out.u16(MAP_ENTRY_SIZE).u16(ENTRY_FLAG_COMPLEX).u32(key).u32(value.bag.parent).u32(value.bag.items.length);
          for (const item of value.bag.items) {
            out.u32(item.attribute);
            writeResValue(out, resolve(item.value));
          }
        }
      }
    }
  });
  return out.finish();
}
