import type { ResValue } from '../res/res-value.js';
import type { ResConfig } from './res-config.js';

/** Our applications' package id; framework resources are 0x01. */
export const APP_PACKAGE_ID = 0x7f;

/** A simple entry value: a string (interned in the table's global pool) or a typed value. */
export type TableValue = string | ResValue;

/** A bag: styles (parent + attribute/value pairs), as ResTable_map_entry. */
export interface TableBag {
  parent: number;
  items: { attribute: number; value: TableValue }[];
}

export type TableEntryValue = { value: TableValue } | { bag: TableBag };

export interface TableConfigValues {
  config: ResConfig;
  /** Values by entry index; entries without a value in this configuration are absent. */
  values: Map<number, TableEntryValue>;
}

export interface TableType {
  /** `string`, `mipmap`... The type id is the position in the table's type list plus one. */
  name: string;
  /** Entry names; an entry's id is its position. */
  entries: string[];
  configs: TableConfigValues[];
}

export interface ResourceTable {
  packageName: string;
  types: TableType[];
}

export function resourceId(table: ResourceTable, typeName: string, entryName: string): number {
  const typeIndex = table.types.findIndex((t) => t.name === typeName);
  const entryIndex = table.types[typeIndex]?.entries.indexOf(entryName) ?? -1;
  if (typeIndex < 0 || entryIndex < 0) throw new Error(`no resource ${typeName}/${entryName}`);
  return ((APP_PACKAGE_ID << 24) | ((typeIndex + 1) << 16) | entryIndex) >>> 0;
}
