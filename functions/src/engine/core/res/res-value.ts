import type { ByteReader } from '../bytes/byte-reader.js';
import type { ByteWriter } from '../bytes/byte-writer.js';

/** Res_value data types (ResourceTypes.h). */
export const ValueType = {
  NULL: 0x00,
  REFERENCE: 0x01,
  ATTRIBUTE: 0x02,
  STRING: 0x03,
  FLOAT: 0x04,
  DIMENSION: 0x05,
  FRACTION: 0x06,
  INT_DEC: 0x10,
  INT_HEX: 0x11,
  INT_BOOLEAN: 0x12,
  INT_COLOR_ARGB8: 0x1c,
  INT_COLOR_RGB8: 0x1d,
} as const;

export const RES_VALUE_SIZE = 8;

/** A typed value; for STRING, `data` is an index into the owning string pool. */
export interface ResValue {
  type: number;
  data: number;
}

export function writeResValue(out: ByteWriter, value: ResValue): void {
  out.u16(RES_VALUE_SIZE).u8(0).u8(value.type).u32(value.data);
}

export function readResValue(reader: ByteReader): ResValue {
  const size = reader.u16();
  if (size !== RES_VALUE_SIZE) throw reader.error(`Res_value size ${size}`);
  reader.u8();
  const type = reader.u8();
  return { type, data: reader.u32() };
}

export const ref = (id: number): ResValue => ({ type: ValueType.REFERENCE, data: id });
export const bool = (value: boolean): ResValue => ({ type: ValueType.INT_BOOLEAN, data: value ? 0xffffffff : 0 });
export const int = (value: number): ResValue => ({ type: ValueType.INT_DEC, data: value >>> 0 });
export const hex = (value: number): ResValue => ({ type: ValueType.INT_HEX, data: value >>> 0 });
export const argb = (value: number): ResValue => ({ type: ValueType.INT_COLOR_ARGB8, data: value >>> 0 });

/** Complex dimension in dp: mantissa << 8, radix 0 (23p0), unit COMPLEX_UNIT_DIP = 1. */
export const dp = (value: number): ResValue => ({ type: ValueType.DIMENSION, data: ((value << 8) | 1) >>> 0 });

/** COMPLEX_RADIX_0p23 (ResourceTypes.h): 0 integer bits, 23 fraction bits, aapt's choice below 1. */
const RADIX_0P23 = 3;

/**
 * A fraction of the parent size ("25%" in resource XML), for 0 < value < 1: the mantissa is the value in
 * 23 fractional bits, radix 0p23, unit COMPLEX_UNIT_FRACTION (0), as aapt's floatToComplex writes it.
 */
export function fraction(value: number): ResValue {
  const bits = Math.round(value * 2 ** 23);
  if (!(bits > 0 && bits < 2 ** 23)) throw new RangeError(`fraction ${value} is not between 0 and 1`);
  return { type: ValueType.FRACTION, data: ((bits << 8) | (RADIX_0P23 << 4)) >>> 0 };
}

/** A float value: the IEEE-754 bits of the number (vector viewport sizes). */
export function float(value: number): ResValue {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, value);
  return { type: ValueType.FLOAT, data: view.getUint32(0) };
}
