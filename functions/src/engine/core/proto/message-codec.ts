import { BinaryReader, BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { FormatError } from '../bytes/byte-reader.js';
import type { AnyField, AnyMessageSchema, MessageSchema, ScalarKind } from './message-schema.js';

export class ProtoFormatError extends FormatError {}

/** Deeper nesting than any XML document or table we read: a crafted file cannot exhaust the stack. */
const MAX_DEPTH = 64;

interface IndexedField extends AnyField {
  name: string;
}

const sortedFields = new WeakMap<AnyMessageSchema, IndexedField[]>();
const fieldsByNumber = new WeakMap<AnyMessageSchema, Map<number, IndexedField>>();

function fieldsOf(schema: AnyMessageSchema): IndexedField[] {
  let fields = sortedFields.get(schema);
  if (!fields) {
    // Field-number order, as protobuf's own serializers write (and so stable bytes for goldens).
    fields = Object.entries(schema)
      .map(([name, field]) => ({ ...field, name }))
      .sort((a, b) => a.no - b.no);
    sortedFields.set(schema, fields);
    fieldsByNumber.set(schema, new Map(fields.map((f) => [f.no, f])));
  }
  return fields;
}

function wireTypeOf(field: AnyField): WireType {
  if (field.message || field.kind === 'string' || field.kind === 'bytes') return WireType.LengthDelimited;
  return field.kind === 'float' ? WireType.Bit32 : WireType.Varint;
}

function isDefault(kind: ScalarKind, value: unknown): boolean {
  if (kind === 'string') return value === '';
  if (kind === 'bytes') return (value as Uint8Array).length === 0;
  if (kind === 'bool') return value === false;
  return value === 0;
}

function writeScalar(writer: BinaryWriter, kind: ScalarKind, value: unknown): void {
  if (kind === 'string') writer.string(value as string);
  else if (kind === 'bytes') writer.bytes(value as Uint8Array);
  else if (kind === 'bool') writer.bool(value as boolean);
  else if (kind === 'uint32') writer.uint32(value as number);
  else if (kind === 'float') writer.float(value as number);
  else writer.int32(value as number);
}

function writeFields(writer: BinaryWriter, schema: AnyMessageSchema, message: Record<string, unknown>): void {
  for (const field of fieldsOf(schema)) {
    const value = message[field.name];
    if (value === undefined) continue;
    for (const item of field.repeated ? (value as unknown[]) : [value]) {
      if (field.message) {
        writer.tag(field.no, WireType.LengthDelimited).fork();
        writeFields(writer, field.message(), item as Record<string, unknown>);
        writer.join();
      } else if (field.repeated || field.oneof !== undefined || !isDefault(field.kind!, item)) {
        // proto3: a singular scalar without presence is left out at its default value.
        writeScalar(writer.tag(field.no, wireTypeOf(field)), field.kind!, item);
      }
    }
  }
}

/** Serialises a message: fields in number order, defaults of plain proto3 scalars omitted. */
export function encodeMessage<T>(schema: MessageSchema<T>, message: T): Uint8Array {
  const writer = new BinaryWriter();
  writeFields(writer, schema as unknown as AnyMessageSchema, message as Record<string, unknown>);
  return writer.finish();
}

function readScalar(reader: BinaryReader, kind: ScalarKind): unknown {
  if (kind === 'string') return reader.string(true);
  if (kind === 'bytes') return reader.bytes().slice();
  if (kind === 'bool') return reader.bool();
  if (kind === 'uint32') return reader.uint32();
  if (kind === 'float') return reader.float();
  return reader.int32();
}

function readFields(bytes: Uint8Array, schema: AnyMessageSchema, depth: number, path: string): Record<string, unknown> {
  if (depth > MAX_DEPTH) throw new ProtoFormatError(`${path}: nested more than ${MAX_DEPTH} levels`);
  fieldsOf(schema);
  const byNumber = fieldsByNumber.get(schema)!;
  const reader = new BinaryReader(bytes);
  const out: Record<string, unknown> = {};
  while (reader.pos < reader.len) {
    const [no, wireType] = reader.tag();
    const field = byNumber.get(no);
    if (!field) {
      // Unknown fields (from a newer aapt2 or bundletool) are skipped, as every protobuf reader does.
      reader.skip(wireType, no);
      continue;
    }
    const where = `${path}.${field.name}`;
    const values: unknown[] = [];
    const packed = field.repeated && !field.message && wireType === WireType.LengthDelimited;
    if (packed && field.kind !== 'string' && field.kind !== 'bytes') {
      const packedReader = new BinaryReader(reader.bytes());
      while (packedReader.pos < packedReader.len) values.push(readScalar(packedReader, field.kind!));
    } else {
      if (wireType !== wireTypeOf(field)) throw new ProtoFormatError(`${where}: wire type ${wireType}`);
      values.push(
        field.message ? readFields(reader.bytes(), field.message(), depth + 1, where) : readScalar(reader, field.kind!),
      );
    }
    if (field.repeated) {
      const list = (out[field.name] as unknown[] | undefined) ?? (out[field.name] = []);
      (list as unknown[]).push(...values);
    } else {
      if (field.oneof !== undefined) {
        for (const other of fieldsOf(schema)) if (other.oneof === field.oneof) delete out[other.name];
      }
      out[field.name] = values[0];
    }
  }
  return out;
}

/** Parses a message; truncated or malformed bytes throw ProtoFormatError naming the message and field. */
export function decodeMessage<T>(schema: MessageSchema<T>, bytes: Uint8Array, name: string): T {
  try {
    return readFields(bytes, schema as unknown as AnyMessageSchema, 0, name) as T;
  } catch (error) {
    if (error instanceof ProtoFormatError) throw error;
    throw new ProtoFormatError(`${name}: ${(error as Error).message}`);
  }
}
