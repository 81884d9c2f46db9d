import type { MessageSchema } from '../proto/message-schema.js';

/** The values of aapt2's Resources.proto (package aapt.pb) that XML attributes and table entries hold. */
type EmptyMessage = Record<never, never>;
const EmptySchema: MessageSchema<EmptyMessage> = {};

export interface SourcePositionMessage {
  lineNumber?: number;
  columnNumber?: number;
}
export const SourcePositionSchema: MessageSchema<SourcePositionMessage> = {
  lineNumber: { no: 1, kind: 'uint32' },
  columnNumber: { no: 2, kind: 'uint32' },
};

export const ReferenceType = { REFERENCE: 0, ATTRIBUTE: 1 } as const;

export interface ReferenceMessage {
  type?: number;
  id?: number;
  name?: string;
  private?: boolean;
  /** A reference resolved at run time (shared libraries): aapt.pb.Boolean so that it can be unset. */
  isDynamic?: { value?: boolean };
}
export const ReferenceSchema: MessageSchema<ReferenceMessage> = {
  type: { no: 1, kind: 'enum' },
  id: { no: 2, kind: 'uint32' },
  name: { no: 3, kind: 'string' },
  private: { no: 4, kind: 'bool' },
  isDynamic: { no: 5, message: () => ({ value: { no: 1, kind: 'bool' } }) },
};

interface StringMessage {
  value?: string;
}
const StringSchema: MessageSchema<StringMessage> = { value: { no: 1, kind: 'string' } };

interface StyledStringMessage {
  value?: string;
  span?: { tag?: string; firstChar?: number; lastChar?: number }[];
}
const StyledStringSchema: MessageSchema<StyledStringMessage> = {
  value: { no: 1, kind: 'string' },
  span: {
    no: 2,
    repeated: true,
    message: () => ({
      tag: { no: 1, kind: 'string' },
      firstChar: { no: 2, kind: 'uint32' },
      lastChar: { no: 3, kind: 'uint32' },
    }),
  },
};

export const FileType = { UNKNOWN: 0, PNG: 1, BINARY_XML: 2, PROTO_XML: 3 } as const;

interface FileReferenceMessage {
  path?: string;
  type?: number;
}
const FileReferenceSchema: MessageSchema<FileReferenceMessage> = {
  path: { no: 1, kind: 'string' },
  type: { no: 2, kind: 'enum' },
};

/** A Res_value of a primitive type; exactly one member is set (a oneof). */
export interface PrimitiveMessage {
  nullValue?: EmptyMessage;
  emptyValue?: EmptyMessage;
  floatValue?: number;
  dimensionValue?: number;
  fractionValue?: number;
  intDecimalValue?: number;
  intHexadecimalValue?: number;
  booleanValue?: boolean;
  colorArgb8Value?: number;
  colorRgb8Value?: number;
  colorArgb4Value?: number;
  colorRgb4Value?: number;
}
const oneofValue = 'oneof_value';
const PrimitiveSchema: MessageSchema<PrimitiveMessage> = {
  nullValue: { no: 1, message: () => EmptySchema, oneof: oneofValue },
  emptyValue: { no: 2, message: () => EmptySchema, oneof: oneofValue },
  floatValue: { no: 3, kind: 'float', oneof: oneofValue },
  intDecimalValue: { no: 6, kind: 'int32', oneof: oneofValue },
  intHexadecimalValue: { no: 7, kind: 'uint32', oneof: oneofValue },
  booleanValue: { no: 8, kind: 'bool', oneof: oneofValue },
  colorArgb8Value: { no: 9, kind: 'uint32', oneof: oneofValue },
  colorRgb8Value: { no: 10, kind: 'uint32', oneof: oneofValue },
  colorArgb4Value: { no: 11, kind: 'uint32', oneof: oneofValue },
  colorRgb4Value: { no: 12, kind: 'uint32', oneof: oneofValue },
  dimensionValue: { no: 13, kind: 'uint32', oneof: oneofValue },
  fractionValue: { no: 14, kind: 'uint32', oneof: oneofValue },
};

/** aapt.pb.Item: a value that fits in one Res_value (or a file, or a string); a oneof. */
export interface ItemMessage {
  ref?: ReferenceMessage;
  str?: StringMessage;
  rawStr?: StringMessage;
  styledStr?: StyledStringMessage;
  file?: FileReferenceMessage;
  id?: EmptyMessage;
  prim?: PrimitiveMessage;
}
export const ItemSchema: MessageSchema<ItemMessage> = {
  ref: { no: 1, message: () => ReferenceSchema, oneof: 'value' },
  str: { no: 2, message: () => StringSchema, oneof: 'value' },
  rawStr: { no: 3, message: () => StringSchema, oneof: 'value' },
  styledStr: { no: 4, message: () => StyledStringSchema, oneof: 'value' },
  file: { no: 5, message: () => FileReferenceSchema, oneof: 'value' },
  id: { no: 6, message: () => EmptySchema, oneof: 'value' },
  prim: { no: 7, message: () => PrimitiveSchema, oneof: 'value' },
};
