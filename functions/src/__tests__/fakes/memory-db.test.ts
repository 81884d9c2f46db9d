import { describe, expect, it } from 'vitest';
import { MemoryDb } from './memory-db.js';

// The fake keeps the Realtime Database's shape rules on every write: null and empty objects vanish, with every parent
// they leave empty; arrays are stored as objects keyed by index; a write under a value replaces that value.
describe('MemoryDb writes', () => {
  it('drops null and empty objects, and the parents a removal leaves empty', () => {
    const db = new MemoryDb();
    db.write('a/b/c', 1);
    db.write('a/d', { e: null, f: {} });
    expect(db.read('')).toEqual({ a: { b: { c: 1 } } });
    db.write('a/b/c', null);
    expect(db.read('')).toBeNull();
    expect(db.read('a')).toBeNull();
  });

  it('keeps siblings when a removal empties only a branch', () => {
    const db = new MemoryDb();
    db.write('users/u1/name', 'Asha');
    db.write('users/u2/builds/b1', { size: 3 });
    db.write('users/u2/builds/b1', null);
    expect(db.read('users')).toEqual({ u1: { name: 'Asha' } });
  });

  it('replaces a value it writes under, stores arrays as objects and refuses undefined', () => {
    const db = new MemoryDb();
    db.write('a', 5);
    db.write('a/b', [1, null, 3]);
    expect(db.read('a')).toEqual({ b: { '0': 1, '2': 3 } });
    expect(() => db.write('x', { y: undefined })).toThrow('undefined value at x/y');
    expect(db.read('x')).toBeNull();
  });

  it('gives copies: changing what was read or written changes nothing stored', () => {
    const db = new MemoryDb();
    const value = { n: 1 };
    db.write('k', value);
    value.n = 2;
    const read = db.read('k') as { n: number };
    read.n = 3;
    expect(db.read('k')).toEqual({ n: 1 });
  });

  it('writes the root whole', () => {
    const db = new MemoryDb();
    db.write('a', 1);
    db.write('', { b: 2, c: {} });
    expect(db.read('')).toEqual({ b: 2 });
    expect(db.writes).toEqual(['a', '']);
  });
});
