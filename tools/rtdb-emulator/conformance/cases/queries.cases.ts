import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAfter,
  startAt,
} from 'firebase/database';
import type { DataSnapshot, Database, QueryConstraint } from 'firebase/database';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, recordEvents } from '../harness/events.js';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

const keysOf = (snapshot: DataSnapshot) => {
  const keys: string[] = [];
  snapshot.forEach((child) => void keys.push(child.key as string));
  return keys;
};

/** Documented type order on purpose: a missing field, booleans, numbers, strings, objects. */
const SCORES = {
  a: { score: 30 },
  b: { score: 10 },
  c: { score: 20 },
  d: { name: 'no score' },
  e: { score: 20 },
  f: { score: 'text' },
  g: { score: true },
  h: { score: false },
  i: { score: { nested: 1 } },
  '10': { score: 5 },
  '9': { score: 5 },
};
const VALUES = { x: 3, y: 'b', z: 1, w: true, v: 'a', u: 1 };

/** Queries through the web SDK: both a listen (onValue, tagged on the wire) and get() must agree. */
export function queryCases(h: Harness): void {
  let db: Database;
  beforeAll(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
    const admin = await h.admin();
    await admin.db.ref('scores').set({ byChild: SCORES, values: VALUES });
    db = (await h.web()).db;
  });

  async function both(path: string, ...constraints: QueryConstraint[]): Promise<string[]> {
    const listened = await new Promise<DataSnapshot>((resolve, reject) =>
      onValue(query(ref(db, path), ...constraints), resolve, reject, { onlyOnce: true }),
    );
    const fresh = (await h.web()).db;
    const fetched = await get(query(ref(fresh, path), ...constraints));
    expect(keysOf(fetched)).toEqual(keysOf(listened));
    return keysOf(listened);
  }

  describe('orderByChild', () => {
    it('orders by the documented type order, ties by key', async () => {
      expect(await both('scores/byChild', orderByChild('score'), limitToFirst(20))).toEqual([
        'd',
        'h',
        'g',
        '9',
        '10',
        'b',
        'c',
        'e',
        'a',
        'f',
        'i',
      ]);
    });
    it('limits from either end', async () => {
      expect(await both('scores/byChild', orderByChild('score'), limitToFirst(3))).toEqual(['d', 'h', 'g']);
      expect(await both('scores/byChild', orderByChild('score'), limitToLast(3))).toEqual(['a', 'f', 'i']);
    });
    it('filters with startAt/endAt/equalTo/startAfter/endBefore', async () => {
      expect(await both('scores/byChild', orderByChild('score'), startAt(10), endAt(20))).toEqual(['b', 'c', 'e']);
      expect(await both('scores/byChild', orderByChild('score'), equalTo(20))).toEqual(['c', 'e']);
      expect(await both('scores/byChild', orderByChild('score'), equalTo(5), limitToFirst(1))).toEqual(['9']);
      expect(await both('scores/byChild', orderByChild('score'), startAfter(20), endBefore('text'))).toEqual(['a']);
      expect(await both('scores/byChild', orderByChild('score'), startAt(20, 'd'), endAt(30))).toEqual(['e', 'a']);
      expect(await both('scores/byChild', orderByChild('score'), equalTo(null))).toEqual(['d']);
      expect(await both('scores/byChild', orderByChild('score'), startAt('a'), limitToFirst(5))).toEqual(['f', 'i']);
    });
  });

  describe('orderByKey', () => {
    it('puts integer-looking keys first, numerically', async () => {
      expect(await both('scores/byChild', orderByKey(), limitToFirst(4))).toEqual(['9', '10', 'a', 'b']);
      expect(await both('scores/byChild', orderByKey(), startAt('b'), endAt('e'))).toEqual(['b', 'c', 'd', 'e']);
      expect(await both('scores/byChild', orderByKey(), startAfter('h'), limitToLast(5))).toEqual(['i']);
      expect(await both('scores/byChild', orderByKey(), equalTo('10'))).toEqual(['10']);
    });
  });

  describe('orderByValue', () => {
    it('orders leaves by type and value', async () => {
      expect(await both('scores/values', orderByValue(), limitToFirst(10))).toEqual(['w', 'u', 'z', 'x', 'v', 'y']);
      expect(await both('scores/values', orderByValue(), startAt(1), endAt('a'))).toEqual(['u', 'z', 'x', 'v']);
      expect(await both('scores/values', orderByValue(), equalTo(1))).toEqual(['u', 'z']);
      expect(await both('scores/values', orderByValue(), limitToLast(2))).toEqual(['v', 'y']);
    });
  });

  describe('live windows', () => {
    it('slides a limitToFirst window as children enter and leave, with child_moved when order changes', async () => {
      const writer = (await h.web()).db;
      await set(ref(writer, 'scores/live'), { a: { score: 1 }, b: { score: 2 }, c: { score: 3 } });
      const watcher = (await h.web()).db;
      const window = query(ref(watcher, 'scores/live'), orderByChild('score'), limitToFirst(2));
      const log = recordEvents(window);
      await eventually(() => expect(log.values).toEqual([{ a: { score: 1 }, b: { score: 2 } }]));
      await set(ref(writer, 'scores/live/z'), { score: 0 });
      await eventually(() => expect(log.values.at(-1)).toEqual({ z: { score: 0 }, a: { score: 1 } }));
      await set(ref(writer, 'scores/live/a/score'), 5);
      await eventually(() => expect(log.values.at(-1)).toEqual({ z: { score: 0 }, b: { score: 2 } }));
      await set(ref(writer, 'scores/live/b/score'), -1);
      await eventually(() => expect(log.values.at(-1)).toEqual({ z: { score: 0 }, b: { score: -1 } }));
      await remove(ref(writer, 'scores/live/z'));
      await eventually(() => expect(log.values.at(-1)).toEqual({ b: { score: -1 }, c: { score: 3 } }));
      expect(log.entries.filter((entry) => entry !== 'value')).toEqual([
        'added a',
        'added b',
        'removed b',
        'added z',
        'removed a',
        'added b',
        'moved b',
        'changed b',
        'removed z',
        'added c',
      ]);
    });
  });

  describe('indexes', () => {
    it('warns about a query without .indexOn and not about an indexed one', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const client = (await h.web()).db;
        await set(ref(client, 'unindexed/a'), { n: 1 });
        const values = (path: string) =>
          new Promise<unknown>((resolve) =>
            onValue(
              query(ref(client, path), orderByChild('n'), limitToFirst(1)),
              (snapshot) => resolve(snapshot.val()),
              { onlyOnce: true },
            ),
          );
        expect(await values('scores/byChild')).not.toBeNull();
        expect(warn.mock.calls.flat().join(' ')).not.toContain('.indexOn');
        expect(await values('unindexed')).toEqual({ a: { n: 1 } });
        await eventually(() => expect(warn.mock.calls.flat().join(' ')).toContain('".indexOn": "n" at /unindexed'));
      } finally {
        warn.mockRestore();
      }
    });
  });
}
