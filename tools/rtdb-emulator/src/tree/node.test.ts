import { describe, expect, it } from 'vitest';
import { fromJson, toJson } from './json.js';
import { EMPTY, isEmpty, leaf, nodeAt, nodesEqual, setAt } from './node.js';

const tree = (json: unknown) => fromJson(json);

describe('immutable tree operations', () => {
  it('sets deep values and shares untouched subtrees', () => {
    const before = tree({ a: { b: 1 }, c: { d: 2 } });
    const after = setAt(before, ['a', 'x', 'y'], leaf('v'));
    expect(toJson(after)).toEqual({ a: { b: 1, x: { y: 'v' } }, c: { d: 2 } });
    expect(nodeAt(after, ['c'])).toBe(nodeAt(before, ['c']));
    expect(toJson(before)).toEqual({ a: { b: 1 }, c: { d: 2 } });
  });

  it('removes empty parents when the last child is deleted', () => {
    const after = setAt(tree({ a: { b: { c: 1 } }, keep: true }), ['a', 'b', 'c'], EMPTY);
    expect(toJson(after)).toEqual({ keep: true });
    expect(isEmpty(setAt(tree({ a: 1 }), ['a'], EMPTY))).toBe(true);
  });

  it('returns the same node for a no-op delete', () => {
    const before = tree({ a: 1 });
    expect(setAt(before, ['missing', 'deep'], EMPTY)).toBe(before);
  });

  it('replaces a leaf by an object when a child is written under it', () => {
    expect(toJson(setAt(tree({ a: 5 }), ['a', 'b'], leaf(1)))).toEqual({ a: { b: 1 } });
  });

  it('compares deeply', () => {
    expect(nodesEqual(tree({ a: { b: [1, 2] } }), tree({ a: { b: { 0: 1, 1: 2 } } }))).toBe(true);
    expect(nodesEqual(tree({ a: 1 }), tree({ a: '1' }))).toBe(false);
    expect(nodesEqual(tree({ a: 1, b: 2 }), tree({ a: 1 }))).toBe(false);
  });
});
