import { describe, expect, it } from 'vitest';
import { ADMIN } from '../auth/principal.js';
import { parsePath } from '../tree/path.js';
import type { WriteRequest } from './database.js';
import { OnDisconnectQueue } from './on-disconnect-queue.js';

const put = (path: string, data: unknown): WriteRequest => ({ kind: 'put', path: parsePath(path), data });
const merge = (path: string, data: unknown): WriteRequest => ({ kind: 'merge', path: parsePath(path), data });

describe('onDisconnect queue', () => {
  it('keeps writes in registration order', () => {
    const queue = new OnDisconnectQueue();
    queue.add({ request: put('a', 1), principal: ADMIN });
    queue.add({ request: merge('b', { c: 1 }), principal: ADMIN });
    expect(queue.drain().map((write) => write.request.kind)).toEqual(['put', 'merge']);
    expect(queue.size).toBe(0);
  });

  it('drops writes at or below a cancelled path and keeps the others', () => {
    const queue = new OnDisconnectQueue();
    queue.add({ request: put('presence/u1', 'offline'), principal: ADMIN });
    queue.add({ request: put('presence/u1/last', 1), principal: ADMIN });
    queue.add({ request: put('presence/u2', 'offline'), principal: ADMIN });
    queue.cancel(parsePath('presence/u1'));
    expect(queue.drain().map((write) => write.request.path.join('/'))).toEqual(['presence/u2']);
  });

  it('carves a cancelled child out of a write queued above it', () => {
    const queue = new OnDisconnectQueue();
    queue.add({
      request: put('status', { online: false, last: { '.sv': 'timestamp' }, nested: { a: 1, b: 2 } }),
      principal: ADMIN,
    });
    queue.add({ request: merge('room', { 'members/u1': null, 'members/u2': null, topic: 'x' }), principal: ADMIN });
    queue.cancel(parsePath('status/nested/a'));
    queue.cancel(parsePath('room/members/u1'));
    expect(queue.drain().map((write) => write.request)).toEqual([
      merge('status', { online: false, last: { '.sv': 'timestamp' }, 'nested/b': 2 }),
      merge('room', { 'members/u2': null, topic: 'x' }),
    ]);
  });

  it('cannot carve into a primitive value (the SDK does the same)', () => {
    const queue = new OnDisconnectQueue();
    queue.add({ request: put('flag', true), principal: ADMIN });
    queue.cancel(parsePath('flag/child'));
    expect(queue.drain()[0]?.request).toEqual(put('flag', true));
  });
});
