import { describe, expect, it } from 'vitest';
import { compareKeys, compareNodes, MAX_NAME, MIN_NAME } from './compare.js';
import { fromJson } from './json.js';

describe('orderings', () => {
  it('orders keys with 32-bit integers first, numerically, then strings', () => {
    const keys = ['b', '10', 'a', '-1', '2', '9', '2147483648', '007', '7', 'A'];
    expect([...keys].sort(compareKeys)).toEqual(['-1', '2', '7', '007', '9', '10', '2147483648', 'A', 'a', 'b']);
  });

  it('knows the MIN/MAX sentinels', () => {
    expect(compareKeys(MIN_NAME, '-99')).toBeLessThan(0);
    expect(compareKeys('zzz', MAX_NAME)).toBeLessThan(0);
  });

  it('orders values null < false < true < numbers < strings < objects', () => {
    const values = [{ x: 1 }, 'b', 10, true, null, 'a', -5, false];
    const sorted = [...values].map((v) => fromJson(v)).sort(compareNodes);
    expect(sorted.map((node) => (node.kind === 'leaf' ? node.value : node.children.size ? 'object' : null))).toEqual([
      null,
      false,
      true,
      -5,
      10,
      'a',
      'b',
      'object',
    ]);
    expect(compareNodes(fromJson({ a: 1 }), fromJson({ b: 2 }))).toBe(0);
  });
});
