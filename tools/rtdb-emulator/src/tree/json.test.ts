import { describe, expect, it } from 'vitest';
import { fromJson, InvalidDataError, toJson } from './json.js';
import { EMPTY } from './node.js';

describe('JSON conversion', () => {
  it('drops nulls and empty objects, as the real service stores nothing for them', () => {
    expect(toJson(fromJson({ a: null, b: {}, c: { d: null }, e: 0, f: false, g: '' }))).toEqual({
      e: 0,
      f: false,
      g: '',
    });
    expect(fromJson({})).toBe(EMPTY);
    expect(fromJson(null)).toBe(EMPTY);
  });

  it('stores arrays as integer keys and reads them back as arrays when dense enough', () => {
    const node = fromJson({ list: ['a', null, 'c'], sparse: { 0: 'x', 9: 'y' } });
    expect(toJson(node)).toEqual({ list: { 0: 'a', 2: 'c' }, sparse: { 0: 'x', 9: 'y' } });
    expect(toJson(node, { arrays: true })).toEqual({ list: ['a', null, 'c'], sparse: { 0: 'x', 9: 'y' } });
  });

  it('refuses priorities, which are outside the scope of the emulator', () => {
    expect(() => fromJson({ a: { '.value': 1, '.priority': 'p' } })).toThrow('Priorities are not supported');
    expect(() => fromJson({ b: { c: true, '.priority': 2 } })).toThrow('Priorities are not supported');
  });

  it('refuses invalid keys, values and unresolved server values', () => {
    expect(() => fromJson({ 'a.b': 1 })).toThrow(InvalidDataError);
    expect(() => fromJson({ a: Number.NaN })).toThrow(InvalidDataError);
    expect(() => fromJson({ a: Infinity })).toThrow(InvalidDataError);
    expect(() => fromJson({ a: { '.sv': 'timestamp' } })).toThrow(InvalidDataError);
  });

  it('refuses data nested deeper than 32 levels', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { k: deep };
    expect(() => fromJson(deep)).toThrow(/deeper/);
  });
});

describe('JSON output order', () => {
  it('lists children in key order whatever order they were written in', () => {
    expect(JSON.stringify(toJson(fromJson({ b: 1, '10': 2, a: { z: 1, y: 2 }, '9': 3 })))).toBe(
      '{"9":3,"10":2,"a":{"y":2,"z":1},"b":1}',
    );
  });
});
