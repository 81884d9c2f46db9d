import { describe, expect, it } from 'vitest';
import { fromJson, InvalidDataError } from './json.js';
import { EMPTY } from './node.js';
import { resolveServerValues } from './server-values.js';

describe('server values', () => {
  it('resolves timestamps anywhere in the data to the same instant', () => {
    const json = { a: { '.sv': 'timestamp' }, b: [{ '.sv': 'timestamp' }], c: { d: { '.sv': 'timestamp' } } };
    expect(resolveServerValues(json, EMPTY, 42)).toEqual({ a: 42, b: [42], c: { d: 42 } });
  });

  it('increments the existing number where the placeholder lands', () => {
    const existing = fromJson({ n: 5, s: 'text', deep: { m: 1.5 } });
    const resolved = resolveServerValues(
      {
        n: { '.sv': { increment: 2 } },
        s: { '.sv': { increment: 2 } },
        deep: { m: { '.sv': { increment: -0.5 } } },
        fresh: { '.sv': { increment: 3 } },
      },
      existing,
      0,
    );
    expect(resolved).toEqual({ n: 7, s: 2, deep: { m: 1 }, fresh: 3 });
  });

  it('refuses unknown placeholders and non-numeric increments', () => {
    expect(() => resolveServerValues({ '.sv': 'nope' }, EMPTY, 0)).toThrow(InvalidDataError);
    expect(() => resolveServerValues({ '.sv': { increment: 'x' } }, EMPTY, 0)).toThrow(InvalidDataError);
  });

  it('leaves plain data untouched', () => {
    expect(resolveServerValues({ a: [1, { b: null }] }, EMPTY, 1)).toEqual({ a: [1, { b: null }] });
    expect(resolveServerValues('x', EMPTY, 1)).toBe('x');
  });
});
