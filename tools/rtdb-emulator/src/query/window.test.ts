import { describe, expect, it } from 'vitest';
import { fromJson, toJson } from '../tree/json.js';
import type { QuerySpec } from './query-spec.js';
import { parseWireQuery } from './wire-query.js';
import { queryWindow, windowNode } from './window.js';

const data = fromJson({
  a: { createdAt: 30, name: 'x' },
  b: { createdAt: 10, name: 'y' },
  c: { createdAt: 20, name: 'z' },
  d: { name: 'no date' },
  e: { createdAt: 20, name: 'tie' },
  '5': { createdAt: 'text' },
  '12': { createdAt: true },
});
const keys = (query: QuerySpec) => queryWindow(data, query).map(([key]) => key);

describe('query windows', () => {
  it('orders by child with the documented type order, ties broken by key', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', l: 100, vf: 'l' }))).toEqual(['d', '12', 'b', 'c', 'e', 'a', '5']);
  });

  it('orders by key with integer keys first', () => {
    expect(keys(parseWireQuery({ i: '.key', l: 100, vf: 'l' }))).toEqual(['5', '12', 'a', 'b', 'c', 'd', 'e']);
  });

  it('orders the default (priority) index by key, since no child has a priority', () => {
    expect(keys(parseWireQuery({ l: 3, vf: 'l' }))).toEqual(['5', '12', 'a']);
    expect(keys(parseWireQuery({ sp: null, sn: 'b', ep: null, en: 'd' }))).toEqual(['b', 'c', 'd']);
    expect(keys(parseWireQuery({ sp: 1, l: 5 }))).toEqual([]);
    expect(keys(parseWireQuery({ ep: 'x', l: 2, vf: 'r' }))).toEqual(['d', 'e']);
  });

  it('orders by value', () => {
    const scores = fromJson({ x: 3, y: 'a', z: 1, w: true, v: { o: 1 } });
    expect(queryWindow(scores, parseWireQuery({ i: '.value', l: 10, vf: 'l' })).map(([key]) => key)).toEqual([
      'w',
      'z',
      'x',
      'y',
      'v',
    ]);
  });

  it('applies startAt/endAt on the index value, inclusive', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 10, ep: 20 }))).toEqual(['b', 'c', 'e']);
  });

  it('uses the key name to break ties at a bound (startAt(value, key))', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 20, sn: 'd', ep: 30 }))).toEqual(['e', 'a']);
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 10, ep: 20, en: 'c' }))).toEqual(['b', 'c']);
  });

  it('treats equalTo as equal bounds', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 20, ep: 20 }))).toEqual(['c', 'e']);
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 99, ep: 99 }))).toEqual([]);
  });

  it('supports startAfter/endBefore as the SDK encodes them', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 10, sn: '[MAX_NAME]', sin: false }))).toEqual([
      'c',
      'e',
      'a',
      '5',
    ]);
    expect(keys(parseWireQuery({ i: 'createdAt', ep: 30, en: '[MIN_NAME]', ein: false }))).toEqual([
      'd',
      '12',
      'b',
      'c',
      'e',
    ]);
    expect(keys(parseWireQuery({ i: '.key', sp: 'b', sin: false, ep: 'd', ein: false }))).toEqual(['c']);
  });

  it('cuts limitToFirst from the left and limitToLast from the right of the range', () => {
    expect(keys(parseWireQuery({ i: 'createdAt', sp: 10, l: 2, vf: 'l' }))).toEqual(['b', 'c']);
    expect(keys(parseWireQuery({ i: 'createdAt', ep: 20, l: 2, vf: 'r' }))).toEqual(['c', 'e']);
    expect(keys(parseWireQuery({ i: '.key', l: 3, vf: 'r' }))).toEqual(['c', 'd', 'e']);
  });

  it('returns nothing for a leaf, and the window as a node', () => {
    expect(queryWindow(fromJson(5), parseWireQuery({ l: 1, vf: 'l' }))).toEqual([]);
    expect(toJson(windowNode(fromJson({ a: 1, b: 2 }), parseWireQuery({ i: '.key', l: 1, vf: 'l' })))).toEqual({
      a: 1,
    });
  });

  it('reuses one sort per version of the data', () => {
    const query = parseWireQuery({ i: 'name', l: 2, vf: 'l' });
    const first = queryWindow(data, query);
    expect(queryWindow(data, parseWireQuery({ i: 'name', l: 7, vf: 'l' }))[0]).toBe(first[0]);
  });
});
