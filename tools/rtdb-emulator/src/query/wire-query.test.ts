import { describe, expect, it } from 'vitest';
import { InvalidQueryError, loadsAllData, rulesQueryVariable } from './query-spec.js';
import { parseWireQuery } from './wire-query.js';

describe('wire query objects', () => {
  it('reads every field the SDK sends', () => {
    expect(parseWireQuery({ sp: 1, sn: 'k', sin: true, ep: 5, ein: false, l: 3, vf: 'r', i: 'a/b' })).toEqual({
      index: { kind: 'child', path: ['a', 'b'] },
      start: { value: 1, name: 'k', inclusive: true },
      end: { value: 5, name: '[MAX_NAME]', inclusive: false },
      limit: { count: 3, from: 'right' },
    });
  });

  it('defaults to the priority index and whole-location reads', () => {
    const query = parseWireQuery({});
    expect(query.index).toEqual({ kind: 'priority' });
    expect(loadsAllData(query)).toBe(true);
    expect(loadsAllData(parseWireQuery({ i: '.value' }))).toBe(true);
    expect(loadsAllData(parseWireQuery({ i: '.value', l: 1, vf: 'l' }))).toBe(false);
  });

  it('anchors an old-style limit() by the bound that is set', () => {
    expect(parseWireQuery({ sp: 1, l: 2 }).limit?.from).toBe('left');
    expect(parseWireQuery({ l: 2 }).limit?.from).toBe('right');
  });

  it('refuses malformed queries', () => {
    expect(() => parseWireQuery({ l: 0 })).toThrow(InvalidQueryError);
    expect(() => parseWireQuery({ i: '.key', sp: 1 })).toThrow(InvalidQueryError);
    expect(() => parseWireQuery({ sp: { a: 1 } })).toThrow(InvalidQueryError);
    expect(() => parseWireQuery('x')).toThrow(InvalidQueryError);
  });

  it('exposes the query to read rules', () => {
    expect(rulesQueryVariable(parseWireQuery({ i: 'uid', sp: 'u1', ep: 'u1' }))).toMatchObject({
      orderByChild: 'uid',
      equalTo: 'u1',
      orderByKey: false,
    });
    expect(rulesQueryVariable(parseWireQuery({ i: '.key', l: 10, vf: 'l' }))).toMatchObject({
      orderByKey: true,
      limitToFirst: 10,
      limitToLast: null,
    });
    expect(rulesQueryVariable(null)).toMatchObject({
      orderByChild: null,
      orderByPriority: false,
      limitToFirst: null,
      equalTo: null,
    });
  });
});
