import { describe, expect, it } from 'vitest';
import { parseWireQuery } from '../query/wire-query.js';
import { fromJson } from '../tree/json.js';
import type { DataNode } from '../tree/node.js';
import { parsePath } from '../tree/path.js';
import { applySets, buildMerge, buildPut } from '../tree/write-set.js';
import type { WriteSet } from '../tree/write-set.js';
import { RecordingSubscriber } from './test-subscriber.js';
import { updateFor } from './updates.js';

const base = fromJson({
  requests: {
    u1: {
      a: { createdAt: 1, status: 'Queued' },
      b: { createdAt: 2, status: 'Queued' },
      c: { createdAt: 3, status: 'Queued' },
    },
  },
  other: 1,
});

function after(sets: WriteSet[]): DataNode {
  return applySets(base, sets);
}
function put(path: string, value: unknown): WriteSet[] {
  return buildPut(base, parsePath(path), value, 0);
}
function merge(path: string, value: Record<string, unknown>): WriteSet[] {
  return buildMerge(base, parsePath(path), value, 0);
}
function update(subscriber: RecordingSubscriber, sets: WriteSet[]) {
  return updateFor(subscriber, base, after(sets), sets);
}
const lastTwo = parseWireQuery({ i: 'createdAt', l: 2, vf: 'r' });

describe('updates for whole-location subscribers', () => {
  const listener = new RecordingSubscriber('requests/u1');

  it('get the written value at the written path when the write is below them', () => {
    expect(update(listener, put('requests/u1/a/status', 'paid'))).toEqual({
      path: ['requests', 'u1', 'a', 'status'],
      data: 'paid',
      merge: false,
    });
  });

  it('get a merge rooted at the deepest common location of a multi-path update', () => {
    expect(update(listener, merge('requests', { 'u1/a/status': 'x', 'u1/b/status': 'y' }))).toEqual({
      path: ['requests', 'u1'],
      data: { 'a/status': 'x', 'b/status': 'y' },
      merge: true,
    });
  });

  it('get their new value when a write replaces something above them', () => {
    expect(update(listener, put('requests', { u1: { z: 1 } }))).toEqual({
      path: ['requests', 'u1'],
      data: { z: 1 },
      merge: false,
    });
  });

  it('get nothing for writes elsewhere or writes that change nothing', () => {
    expect(update(listener, put('other', 2))).toBeNull();
    expect(update(listener, put('requests/u1/a/status', 'Queued'))).toBeNull();
    expect(update(new RecordingSubscriber('requests/u2'), put('requests', { u1: { z: 1 } }))).toBeNull();
  });
});

describe('updates for query subscribers', () => {
  const query = new RecordingSubscriber('requests/u1', lastTwo);

  it('send a child entering the window and null for the child it pushes out', () => {
    expect(update(query, put('requests/u1/d', { createdAt: 4 }))).toEqual({
      path: ['requests', 'u1'],
      data: { d: { createdAt: 4 }, b: null },
      merge: true,
    });
  });

  it('send only the changed field of a child that stays in the window', () => {
    expect(update(query, put('requests/u1/c/status', 'paid'))).toEqual({
      path: ['requests', 'u1', 'c', 'status'],
      data: 'paid',
      merge: false,
    });
  });

  it('send the whole child when its ordering value moves it out or in', () => {
    expect(update(query, put('requests/u1/c/createdAt', 0))).toEqual({
      path: ['requests', 'u1'],
      data: { a: { createdAt: 1, status: 'Queued' }, c: null },
      merge: true,
    });
  });

  it('ignore changes outside the window', () => {
    expect(update(query, put('requests/u1/a/status', 'paid'))).toBeNull();
  });

  it('send removals of window children', () => {
    expect(update(query, put('requests/u1/c', null))).toEqual({
      path: ['requests', 'u1'],
      data: { c: null, a: { createdAt: 1, status: 'Queued' } },
      merge: true,
    });
  });
});
