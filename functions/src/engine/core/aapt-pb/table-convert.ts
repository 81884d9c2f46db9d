import { describeConfig } from '../arsc/res-config.js';
import {
  APP_PACKAGE_ID,
  type ResourceTable,
  type TableConfigValues,
  type TableEntryValue,
  type TableType,
  type TableValue,
} from '../arsc/table-model.js';
import { decodeMessage, encodeMessage } from '../proto/message-codec.js';
import { ValueType } from '../res/res-value.js';
import { bagFromCompound, compoundFromBag } from './bag-convert.js';
import { itemFromResValue, ValueConversionError, valueFromItem } from './item-convert.js';
import { configurationFromResConfig, resConfigFromConfiguration } from './res-config-message.js';
import {
  ResourceTableSchema,
  type ConfigValueMessage,
  type EntryMessage,
  type ResourceTableMessage,
  type TypeMessage,
  type ValueMessage,
} from './table-messages.js';
import { FileType, type ItemMessage } from './value-messages.js';

/** Dynamic references (Res_value TYPE_DYNAMIC_REFERENCE) stay references in an `id` type. */
const DYNAMIC_REFERENCE = 0x07;

/**
 * How a bundle stores a resource file: XML as aapt.pb.XmlNode, PNG as is, raw files untouched. A string
 * value under res/ in any type but `string` is a file, as aapt2 decides when it reads a binary table.
 */
function resourceFileType(typeName: string, path: string): number {
  if (typeName === 'raw') return FileType.UNKNOWN;
  if (path.endsWith('.png')) return FileType.PNG;
  return path.endsWith('.xml') ? FileType.PROTO_XML : FileType.UNKNOWN;
}

function itemOf(typeName: string, value: TableValue): ItemMessage {
  if (typeof value === 'string') {
    if (typeName !== 'string' && value.startsWith('res/'))
      return { file: { path: value, type: resourceFileType(typeName, value) } };
    return { str: { value } };
  }
  // `id` resources have no value of their own (aapt2 writes false); only a reference is kept.
  if (typeName === 'id' && value.type !== ValueType.REFERENCE && value.type !== DYNAMIC_REFERENCE) return { id: {} };
  return itemFromResValue(value);
}

function valueMessage(typeName: string, value: TableEntryValue): ValueMessage {
  if ('value' in value) return { item: itemOf(typeName, value.value) };
  return { compoundValue: compoundFromBag(typeName, value.bag, (v) => itemOf(typeName, v)) };
}

function typeMessage(type: TableType, index: number): TypeMessage {
  const configs = type.configs.map((c) => ({ values: c.values, config: configurationFromResConfig(c.config) }));
  const entry: EntryMessage[] = type.entries.map((name, id) => {
    const configValue: ConfigValueMessage[] = [];
    for (const c of configs) {
      const value = c.values.get(id);
      if (value) configValue.push({ config: c.config, value: valueMessage(type.name, value) });
    }
    return { entryId: { id }, name, ...(configValue.length ? { configValue } : {}) };
  });
  return { typeId: { id: index + 1 }, name: type.name, entry };
}

/** aapt.pb.ResourceTable of a single-package table (the package is the app's, 0x7f). */
export function tableToMessage(table: ResourceTable): ResourceTableMessage {
  return {
    package: [
      { packageId: { id: APP_PACKAGE_ID }, packageName: table.packageName, type: table.types.map(typeMessage) },
    ],
  };
}

function entryValue(value: ValueMessage | undefined, where: string): TableEntryValue {
  if (value?.item) return { value: valueFromItem(value.item) };
  if (value?.compoundValue) return { bag: bagFromCompound(value.compoundValue) };
  throw new ValueConversionError(`${where} has no value`);
}

function typeFromMessage(message: TypeMessage, name: string): TableType {
  const type: TableType = { name, entries: [], configs: [] };
  const configsByKey = new Map<string, TableConfigValues>();
  for (const entry of message.entry ?? []) {
    const id = entry.entryId?.id ?? 0;
    if (!entry.entryId || id > 0xffff) throw new ValueConversionError(`${name}/${entry.name}: no valid entry id`);
    if (type.entries[id] !== undefined) throw new ValueConversionError(`duplicate resource id ${name} #${id}`);
    type.entries[id] = entry.name ?? '';
    for (const cv of entry.configValue ?? []) {
      const config = resConfigFromConfiguration(cv.config ?? {});
      // JSON of the model config: distinct configurations never share a key, equal ones always do.
      const key = JSON.stringify(config, Object.keys(config).sort());
      let bucket = configsByKey.get(key);
      if (!bucket) type.configs.push((bucket = { config, values: new Map() }));
      configsByKey.set(key, bucket);
      if (bucket.values.has(id))
        throw new ValueConversionError(`${name}/${entry.name} twice in ${describeConfig(config)}`);
      bucket.values.set(id, entryValue(cv.value, `${name}/${entry.name} (${describeConfig(config)})`));
    }
  }
  // Gaps in entry ids become unnamed entries without values, as in a binary table.
  for (let i = 0; i < type.entries.length; i++) type.entries[i] ??= '';
  return type;
}

/**
 * The table model of an aapt.pb.ResourceTable. Configurations appear in the order entries first use them
 * (their order carries no meaning); type ids must run from 1 without gaps, as the model numbers types by
 * position.
 */
export function tableFromMessage(message: ResourceTableMessage): ResourceTable {
  const packages = message.package ?? [];
  const pkg = packages[0];
  if (packages.length !== 1 || !pkg) throw new ValueConversionError(`${packages.length} packages, expected 1`);
  const packageId = pkg.packageId?.id;
  if (packageId !== APP_PACKAGE_ID) throw new ValueConversionError(`package id ${packageId}, expected 0x7f`);
  const types = [...(pkg.type ?? [])].sort((a, b) => (a.typeId?.id ?? 0) - (b.typeId?.id ?? 0));
  return {
    packageName: pkg.packageName ?? '',
    types: types.map((type, index) => {
      if (type.typeId?.id !== index + 1)
        throw new ValueConversionError(`type ${type.name}: id ${type.typeId?.id}, expected ${index + 1}`);
      return typeFromMessage(type, type.name ?? '');
    }),
  };
}

export function writeProtoTable(table: ResourceTable): Uint8Array {
  return encodeMessage(ResourceTableSchema, tableToMessage(table));
}

export function readProtoTable(bytes: Uint8Array): ResourceTable {
  return tableFromMessage(decodeMessage(ResourceTableSchema, bytes, 'ResourceTable'));
}

/** Every file the table points to (path -> FileType), the files a module's res/ folder must hold. */
export function resourceFiles(table: ResourceTable): Map<string, number> {
  const files = new Map<string, number>();
  const visit = (typeName: string, value: TableValue) => {
    if (typeof value !== 'string') return;
    const item = itemOf(typeName, value);
    if (item.file?.path) files.set(item.file.path, item.file.type ?? FileType.UNKNOWN);
  };
  for (const type of table.types) {
    for (const config of type.configs) {
      for (const value of config.values.values()) {
        if ('value' in value) visit(type.name, value.value);
        else for (const item of value.bag.items) visit(type.name, item.value);
      }
    }
  }
  return files;
}

/** Every FileReference in a table message (path -> FileType), wherever it sits (item, style, array, plural). */
export function messageFileReferences(message: ResourceTableMessage): Map<string, number> {
  const files = new Map<string, number>();
  const visit = (item: ItemMessage | undefined) => {
    if (item?.file) files.set(item.file.path ?? '', item.file.type ?? FileType.UNKNOWN);
  };
  for (const pkg of message.package ?? []) {
    for (const type of pkg.type ?? []) {
      for (const entry of type.entry ?? []) {
        for (const { value } of entry.configValue ?? []) {
          visit(value?.item);
          const compound = value?.compoundValue;
          for (const e of compound?.style?.entry ?? []) visit(e.item);
          for (const e of compound?.array?.element ?? []) visit(e.item);
          for (const e of compound?.plural?.entry ?? []) visit(e.item);
        }
      }
    }
  }
  return files;
}
