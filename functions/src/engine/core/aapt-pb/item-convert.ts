import { ValueType, type ResValue } from '../res/res-value.js';
import { ReferenceType, type ItemMessage, type PrimitiveMessage, type ReferenceMessage } from './value-messages.js';

/** A value that has no protobuf form, or a message that has no Res_value form. */
export class ValueConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ValueConversionError';
  }
}

/** Res_value types beyond the ones core/res names (ResourceTypes.h). */
const FRACTION = 0x06;
const DYNAMIC_REFERENCE = 0x07;
const DYNAMIC_ATTRIBUTE = 0x08;
const INT_COLOR_ARGB4 = 0x1e;
const INT_COLOR_RGB4 = 0x1f;
/** Res_value::DATA_NULL_UNDEFINED (no value) and DATA_NULL_EMPTY (@empty). */
const DATA_NULL_EMPTY = 1;
const TRUE = 0xffffffff;

const float32 = new DataView(new ArrayBuffer(4));

/** Primitive members that carry a Res_value's data unchanged, with their types. */
const RAW_PRIMITIVES: [keyof PrimitiveMessage, number][] = [
  ['dimensionValue', ValueType.DIMENSION],
  ['fractionValue', FRACTION],
  ['intHexadecimalValue', ValueType.INT_HEX],
  ['colorArgb8Value', ValueType.INT_COLOR_ARGB8],
  ['colorRgb8Value', ValueType.INT_COLOR_RGB8],
  ['colorArgb4Value', INT_COLOR_ARGB4],
  ['colorRgb4Value', INT_COLOR_RGB4],
];

function reference(type: number, id: number, dynamic: boolean): ItemMessage {
  const ref: ReferenceMessage = {};
  if (type !== ReferenceType.REFERENCE) ref.type = type;
  if (id) ref.id = id;
  if (dynamic) ref.isDynamic = { value: true };
  return { ref };
}

/** The Item of a typed Res_value (strings are resolved by the caller: they live in a string pool). */
export function itemFromResValue(value: ResValue): ItemMessage {
  const data = value.data >>> 0;
  const raw = RAW_PRIMITIVES.find(([, type]) => type === value.type);
  if (raw) return { prim: { [raw[0]]: data } };
  switch (value.type) {
    case ValueType.REFERENCE:
      return reference(ReferenceType.REFERENCE, data, false);
    case ValueType.ATTRIBUTE:
      return reference(ReferenceType.ATTRIBUTE, data, false);
    case DYNAMIC_REFERENCE:
      return reference(ReferenceType.REFERENCE, data, true);
    case DYNAMIC_ATTRIBUTE:
      return reference(ReferenceType.ATTRIBUTE, data, true);
    case ValueType.NULL:
      if (data > DATA_NULL_EMPTY) throw new ValueConversionError(`null value with data 0x${data.toString(16)}`);
      return { prim: data === DATA_NULL_EMPTY ? { emptyValue: {} } : { nullValue: {} } };
    case ValueType.FLOAT:
      float32.setUint32(0, data);
      return { prim: { floatValue: float32.getFloat32(0) } };
    case ValueType.INT_DEC:
      return { prim: { intDecimalValue: data | 0 } };
    case ValueType.INT_BOOLEAN:
      return { prim: { booleanValue: data !== 0 } };
    default:
      throw new ValueConversionError(`Res_value type 0x${value.type.toString(16)} has no protobuf form`);
  }
}

function resValueFromPrimitive(prim: PrimitiveMessage): ResValue {
  for (const [member, type] of RAW_PRIMITIVES) {
    const data = prim[member];
    if (typeof data === 'number') return { type, data: data >>> 0 };
  }
  if (prim.nullValue) return { type: ValueType.NULL, data: 0 };
  if (prim.emptyValue) return { type: ValueType.NULL, data: DATA_NULL_EMPTY };
  if (prim.floatValue !== undefined) {
    float32.setFloat32(0, prim.floatValue);
    return { type: ValueType.FLOAT, data: float32.getUint32(0) };
  }
  if (prim.intDecimalValue !== undefined) return { type: ValueType.INT_DEC, data: prim.intDecimalValue >>> 0 };
  // aapt2 writes true as all bits set, as the platform's resource compiler always has.
  if (prim.booleanValue !== undefined) return { type: ValueType.INT_BOOLEAN, data: prim.booleanValue ? TRUE : 0 };
  throw new ValueConversionError('primitive without a value');
}

/** The Res_value of a reference (plain, theme attribute, dynamic). */
function resValueFromReference(ref: ReferenceMessage): ResValue {
  const attribute = ref.type === ReferenceType.ATTRIBUTE;
  if (ref.type !== undefined && ref.type !== ReferenceType.REFERENCE && !attribute)
    throw new ValueConversionError(`reference type ${ref.type}`);
  if (ref.id === undefined && ref.name) throw new ValueConversionError(`reference by name only (${ref.name})`);
  const type = ref.isDynamic?.value
    ? attribute
      ? DYNAMIC_ATTRIBUTE
      : DYNAMIC_REFERENCE
    : attribute
      ? ValueType.ATTRIBUTE
      : ValueType.REFERENCE;
  return { type, data: (ref.id ?? 0) >>> 0 };
}

/**
 * The model value of an Item: a string for strings and file paths (the binary forms keep those in a
 * string pool), a Res_value for the rest. An Id item has no value of its own; aapt2 writes it as false.
 */
export function valueFromItem(item: ItemMessage): string | ResValue {
  if (item.ref) return resValueFromReference(item.ref);
  if (item.prim) return resValueFromPrimitive(item.prim);
  if (item.str) return item.str.value ?? '';
  if (item.rawStr) return item.rawStr.value ?? '';
  if (item.file) return item.file.path ?? '';
  if (item.id) return { type: ValueType.INT_BOOLEAN, data: 0 };
  if (item.styledStr) {
    if (item.styledStr.span?.length) throw new ValueConversionError('styled strings (spans) are not supported');
    return item.styledStr.value ?? '';
  }
  throw new ValueConversionError('item without a value');
}
