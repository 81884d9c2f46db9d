import { describe, expect, it } from 'vitest';
import { ValueType, type ResValue } from '../../res/res-value.js';
import { itemFromResValue, ValueConversionError, valueFromItem } from '../item-convert.js';
import type { ItemMessage } from '../value-messages.js';

/** Every Res_value type of ResourceTypes.h except STRING (kept in string pools), with its Item. */
const KINDS: [string, ResValue, ItemMessage][] = [
  ['@null', { type: ValueType.NULL, data: 0 }, { prim: { nullValue: {} } }],
  ['@empty', { type: ValueType.NULL, data: 1 }, { prim: { emptyValue: {} } }],
  ['reference', { type: ValueType.REFERENCE, data: 0x7f020001 }, { ref: { id: 0x7f020001 } }],
  ['reference to nothing', { type: ValueType.REFERENCE, data: 0 }, { ref: {} }],
  ['theme attribute', { type: ValueType.ATTRIBUTE, data: 0x01010433 }, { ref: { type: 1, id: 0x01010433 } }],
  ['dynamic reference', { type: 0x07, data: 0x02010000 }, { ref: { id: 0x02010000, isDynamic: { value: true } } }],
  [
    'dynamic attribute',
    { type: 0x08, data: 0x02010001 },
    { ref: { type: 1, id: 0x02010001, isDynamic: { value: true } } },
  ],
  ['float', { type: ValueType.FLOAT, data: 0x42d90000 }, { prim: { floatValue: 108.5 } }],
  ['dimension', { type: ValueType.DIMENSION, data: 0x3001 }, { prim: { dimensionValue: 0x3001 } }],
  ['fraction', { type: 0x06, data: 0x100 }, { prim: { fractionValue: 0x100 } }],
  ['negative decimal', { type: ValueType.INT_DEC, data: 0xfffffffd }, { prim: { intDecimalValue: -3 } }],
  ['zero decimal', { type: ValueType.INT_DEC, data: 0 }, { prim: { intDecimalValue: 0 } }],
  ['hexadecimal', { type: ValueType.INT_HEX, data: 0x80000011 }, { prim: { intHexadecimalValue: 0x80000011 } }],
  ['true', { type: ValueType.INT_BOOLEAN, data: 0xffffffff }, { prim: { booleanValue: true } }],
  ['false', { type: ValueType.INT_BOOLEAN, data: 0 }, { prim: { booleanValue: false } }],
  ['#aarrggbb', { type: ValueType.INT_COLOR_ARGB8, data: 0x800a7a5c }, { prim: { colorArgb8Value: 0x800a7a5c } }],
  ['#rrggbb', { type: ValueType.INT_COLOR_RGB8, data: 0xff0a7a5c }, { prim: { colorRgb8Value: 0xff0a7a5c } }],
  ['#argb', { type: 0x1e, data: 0x8f0a }, { prim: { colorArgb4Value: 0x8f0a } }],
  ['#rgb', { type: 0x1f, data: 0xff0a }, { prim: { colorRgb4Value: 0xff0a } }],
];

describe('Res_value <-> aapt.pb.Item', () => {
  it.each(KINDS)('%s converts both ways', (_, value, item) => {
    expect(itemFromResValue(value)).toEqual(item);
    expect(valueFromItem(item)).toEqual(value);
  });

  it('reads strings, raw strings, files and ids as the binary forms hold them', () => {
    expect(valueFromItem({ str: { value: 'Shop' } })).toBe('Shop');
    expect(valueFromItem({ rawStr: { value: 'raw' } })).toBe('raw');
    expect(valueFromItem({ styledStr: { value: 'plain' } })).toBe('plain');
    expect(valueFromItem({ file: { path: 'res/drawable/a.xml', type: 3 } })).toBe('res/drawable/a.xml');
    expect(valueFromItem({ id: {} })).toEqual({ type: ValueType.INT_BOOLEAN, data: 0 });
    expect(valueFromItem({ prim: { booleanValue: true } })).toEqual({ type: ValueType.INT_BOOLEAN, data: 0xffffffff });
  });

  it('refuses what has no counterpart', () => {
    expect(() => itemFromResValue({ type: ValueType.STRING, data: 3 })).toThrow(ValueConversionError);
    expect(() => itemFromResValue({ type: 0x42, data: 0 })).toThrow(/has no protobuf form/);
    expect(() => itemFromResValue({ type: ValueType.NULL, data: 7 })).toThrow(ValueConversionError);
    expect(() => valueFromItem({})).toThrow(/item without a value/);
    expect(() => valueFromItem({ prim: {} })).toThrow(/primitive without a value/);
    expect(() => valueFromItem({ ref: { name: 'string/app_name' } })).toThrow(/by name only/);
    expect(() => valueFromItem({ styledStr: { value: 'b', span: [{ tag: 'b' }] } })).toThrow(/spans/);
  });
});
