import { describe, expect, it } from 'vitest';
import { fromJson, InvalidDataError, toJson } from './json.js';
import { applySets, buildMerge, buildPut } from './write-set.js';

describe('write sets', () => {
  const root = fromJson({ users: { u1: { n: 1, keep: true } } });

  it('applies a put as one replacement', () => {
    const sets = buildPut(root, ['users', 'u1'], { n: 2 }, 0);
    expect(toJson(applySets(root, sets))).toEqual({ users: { u1: { n: 2 } } });
  });

  it('applies a multi-path update atomically, leaving other children alone', () => {
    const sets = buildMerge(root, ['users'], { 'u1/n': { '.sv': { increment: 1 } }, u2: { n: 9 }, 'u1/gone': null }, 0);
    expect(sets.map((set) => set.path.join('/'))).toEqual(['users/u1/n', 'users/u2', 'users/u1/gone']);
    expect(toJson(applySets(root, sets))).toEqual({ users: { u1: { n: 2, keep: true }, u2: { n: 9 } } });
  });

  it('refuses overlapping paths, invalid keys and non-object updates', () => {
    expect(() => buildMerge(root, [], { a: 1, 'a/b': 2 }, 0)).toThrow(InvalidDataError);
    expect(() => buildMerge(root, [], { 'a.b': 1 }, 0)).toThrow(InvalidDataError);
    expect(() => buildMerge(root, [], [1, 2], 0)).toThrow(InvalidDataError);
    expect(() => buildMerge(root, [], 'x', 0)).toThrow(InvalidDataError);
  });
});
