import type { MessageSchema } from '../proto/message-schema.js';
import { ConfigurationSchema, type ConfigurationMessage } from './configuration-message.js';
import { ItemSchema, ReferenceSchema, type ItemMessage, type ReferenceMessage } from './value-messages.js';

/** aapt.pb.ResourceTable and what it holds (aapt2's Resources.proto): the resources.pb of a bundle module. */
interface AttributeMessage {
  /** Format flags (reference, string, integer... enum, flags), as in a binary ATTR_TYPE entry. */
  formatFlags?: number;
  minInt?: number;
  maxInt?: number;
  symbol?: { name?: ReferenceMessage; value?: number; type?: number }[];
}
const AttributeSchema: MessageSchema<AttributeMessage> = {
  formatFlags: { no: 1, kind: 'uint32' },
  minInt: { no: 2, kind: 'int32' },
  maxInt: { no: 3, kind: 'int32' },
  symbol: {
    no: 4,
    repeated: true,
    message: () => ({
      name: { no: 3, message: () => ReferenceSchema },
      value: { no: 4, kind: 'uint32' },
      type: { no: 5, kind: 'uint32' },
    }),
  },
};

interface StyleMessage {
  parent?: ReferenceMessage;
  entry?: { key?: ReferenceMessage; item?: ItemMessage }[];
}
const StyleSchema: MessageSchema<StyleMessage> = {
  parent: { no: 1, message: () => ReferenceSchema },
  entry: {
    no: 3,
    repeated: true,
    message: () => ({ key: { no: 3, message: () => ReferenceSchema }, item: { no: 4, message: () => ItemSchema } }),
  },
};

interface StyleableMessage {
  entry?: { attr?: ReferenceMessage }[];
}
const StyleableSchema: MessageSchema<StyleableMessage> = {
  entry: { no: 1, repeated: true, message: () => ({ attr: { no: 3, message: () => ReferenceSchema } }) },
};

interface ArrayMessage {
  element?: { item?: ItemMessage }[];
}
const ArraySchema: MessageSchema<ArrayMessage> = {
  element: { no: 1, repeated: true, message: () => ({ item: { no: 3, message: () => ItemSchema } }) },
};

/** Plural arities in Resources.proto order. */
export const PluralArity = { ZERO: 0, ONE: 1, TWO: 2, FEW: 3, MANY: 4, OTHER: 5 } as const;

interface PluralMessage {
  entry?: { arity?: number; item?: ItemMessage }[];
}
const PluralSchema: MessageSchema<PluralMessage> = {
  entry: {
    no: 1,
    repeated: true,
    message: () => ({ arity: { no: 3, kind: 'enum' }, item: { no: 4, message: () => ItemSchema } }),
  },
};

export interface CompoundValueMessage {
  attr?: AttributeMessage;
  style?: StyleMessage;
  styleable?: StyleableMessage;
  array?: ArrayMessage;
  plural?: PluralMessage;
}
const CompoundValueSchema: MessageSchema<CompoundValueMessage> = {
  attr: { no: 1, message: () => AttributeSchema, oneof: 'value' },
  style: { no: 2, message: () => StyleSchema, oneof: 'value' },
  styleable: { no: 3, message: () => StyleableSchema, oneof: 'value' },
  array: { no: 4, message: () => ArraySchema, oneof: 'value' },
  plural: { no: 5, message: () => PluralSchema, oneof: 'value' },
};

export interface ValueMessage {
  weak?: boolean;
  item?: ItemMessage;
  compoundValue?: CompoundValueMessage;
}
const ValueSchema: MessageSchema<ValueMessage> = {
  weak: { no: 3, kind: 'bool' },
  item: { no: 4, message: () => ItemSchema, oneof: 'value' },
  compoundValue: { no: 5, message: () => CompoundValueSchema, oneof: 'value' },
};

export interface ConfigValueMessage {
  config?: ConfigurationMessage;
  value?: ValueMessage;
}

/** Ids are wrapped in messages so that "no id assigned" differs from id 0. */
interface IdMessage {
  id?: number;
}
const IdSchema: MessageSchema<IdMessage> = { id: { no: 1, kind: 'uint32' } };

export interface EntryMessage {
  entryId?: IdMessage;
  name?: string;
  configValue?: ConfigValueMessage[];
}
const EntrySchema: MessageSchema<EntryMessage> = {
  entryId: { no: 1, message: () => IdSchema },
  name: { no: 2, kind: 'string' },
  configValue: {
    no: 6,
    repeated: true,
    message: () => ({
      config: { no: 1, message: () => ConfigurationSchema },
      value: { no: 2, message: () => ValueSchema },
    }),
  },
};

export interface TypeMessage {
  typeId?: IdMessage;
  name?: string;
  entry?: EntryMessage[];
}
const TypeSchema: MessageSchema<TypeMessage> = {
  typeId: { no: 1, message: () => IdSchema },
  name: { no: 2, kind: 'string' },
  entry: { no: 3, repeated: true, message: () => EntrySchema },
};

interface PackageMessage {
  packageId?: IdMessage;
  packageName?: string;
  type?: TypeMessage[];
}
const PackageSchema: MessageSchema<PackageMessage> = {
  packageId: { no: 1, message: () => IdSchema },
  packageName: { no: 2, kind: 'string' },
  type: { no: 3, repeated: true, message: () => TypeSchema },
};

export interface ResourceTableMessage {
  package?: PackageMessage[];
}
export const ResourceTableSchema: MessageSchema<ResourceTableMessage> = {
  package: { no: 2, repeated: true, message: () => PackageSchema },
};
