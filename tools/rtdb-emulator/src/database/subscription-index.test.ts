import { describe, expect, it } from 'vitest';
import { parsePath } from '../tree/path.js';
import { SubscriptionIndex } from './subscription-index.js';
import { RecordingSubscriber } from './test-subscriber.js';

describe('subscription index', () => {
  it('finds subscribers at, above and below written paths only', () => {
    const index = new SubscriptionIndex();
    const root = new RecordingSubscriber('');
    const user = new RecordingSubscriber('requests/u1');
    const deep = new RecordingSubscriber('requests/u1/a/status');
    const other = new RecordingSubscriber('requests/u2');
    [root, user, deep, other].forEach((subscriber) => index.add(subscriber));
    expect(index.size).toBe(4);
    expect([...index.affectedBy([parsePath('requests/u1/a')])]).toEqual([root, user, deep]);
    expect([...index.affectedBy([parsePath('requests/u2/x'), parsePath('plans')])]).toEqual([root, other]);
    index.remove(deep);
    index.remove(deep);
    expect(index.size).toBe(3);
    expect(index.affectedBy([parsePath('requests/u1/a/status')]).has(deep)).toBe(false);
    expect(index.all()).toHaveLength(3);
  });
});
