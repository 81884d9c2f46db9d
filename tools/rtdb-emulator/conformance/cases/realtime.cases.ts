import {
  get,
  goOffline,
  goOnline,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  push,
  query,
  ref,
  remove,
  set,
  update,
} from 'firebase/database';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventually, recordEvents } from '../harness/events.js';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

/** The realtime protocol through the web SDK: reads, listens, event order, connection state. */
export function realtimeCases(h: Harness): void {
  beforeEach(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
  });

  describe('reads and writes between clients', () => {
    it('delivers a set from one client to get() and listeners of others', async () => {
      const [writer, reader, listener] = [await h.web(), await h.web(), await h.web()];
      const log = recordEvents(ref(listener.db, 'scores'), { children: false });
      await set(ref(writer.db, 'scores/ada'), { score: 7, tags: ['a', 'b'] });
      expect((await get(ref(reader.db, 'scores/ada'))).val()).toEqual({ score: 7, tags: ['a', 'b'] });
      await eventually(() => expect(log.values.at(-1)).toEqual({ ada: { score: 7, tags: ['a', 'b'] } }));
    });

    it('answers get() from the server each time when nothing listens', async () => {
      const [writer, reader] = [await h.web(), await h.web()];
      await set(ref(writer.db, 'scores/n'), 1);
      expect((await get(ref(reader.db, 'scores/n'))).val()).toBe(1);
      await set(ref(writer.db, 'scores/n'), 2);
      expect((await get(ref(reader.db, 'scores/n'))).val()).toBe(2);
      expect((await get(ref(reader.db, 'scores/missing'))).exists()).toBe(false);
    });

    it('refuses get() where rules deny, with "Permission denied"', async () => {
      const client = await h.web();
      await expect(get(ref(client.db, 'private/x'))).rejects.toThrow('Permission denied');
    });

    it('removes data with remove() and set(null), dropping emptied parents', async () => {
      const client = await h.web();
      await set(ref(client.db, 'scores/a/b/c'), 1);
      await set(ref(client.db, 'scores/keep'), 1);
      await remove(ref(client.db, 'scores/a/b/c'));
      const other = await h.web();
      expect((await get(ref(other.db, 'scores'))).val()).toEqual({ keep: 1 });
      await set(ref(client.db, 'scores/keep'), null);
      expect((await get(ref(other.db, 'scores'))).exists()).toBe(false);
    });

    it('round-trips values larger than one websocket frame', async () => {
      const [writer, reader] = [await h.web(), await h.web()];
      const icon = `data:image/png;base64,${'A'.repeat(273_000)}`;
      await set(ref(writer.db, 'scores/icon'), { iconDataUrl: icon });
      expect((await get(ref(reader.db, 'scores/icon/iconDataUrl'))).val()).toBe(icon);
    });
  });

  describe('event order', () => {
    it('gives three concurrent clients of one user child_added/changed/removed in order on requests/<uid> by createdAt', async () => {
      const user = await h.user();
      const clients = [await h.web(user), await h.web(user), await h.web(user)];
      const logs = clients.map((client) =>
        recordEvents(query(ref(client.db, `requests/${user.uid}`), orderByChild('createdAt'))),
      );
      // Every client holds the (empty) server state before anyone writes, so no optimistic local event jumps the queue.
      for (const log of logs) await eventually(() => expect(log.values).toEqual([null]));
      const at = (client: number, id: string) =>
        ref((clients[client] as (typeof clients)[number]).db, `requests/${user.uid}/${id}`);
      const children = (log: (typeof logs)[number]) => log.entries.filter((entry) => entry !== 'value');
      // A client applies its own writes at once; remote writes arrive in server order. Waiting for every
      // client to see each write before the next one makes the expected sequence the same for all three.
      const step = async (write: Promise<void>, seen: number) => {
        await write;
        for (const log of logs) await eventually(() => expect(children(log).length).toBeGreaterThanOrEqual(seen));
      };
      await step(set(at(0, 'r1'), { createdAt: 1, status: 'Queued', paymentStatus: 'unpaid' }), 1);
      await step(set(at(1, 'r2'), { createdAt: 2, status: 'Queued', paymentStatus: 'unpaid' }), 2);
      await step(set(at(2, 'r3'), { createdAt: 3, status: 'Queued', paymentStatus: 'unpaid' }), 3);
      await step(update(at(1, 'r1'), { status: 'in_review' }), 4);
      await step(remove(at(2, 'r2')), 5);
      for (const log of logs)
        expect(children(log)).toEqual(['added r1', 'added r2', 'added r3', 'changed r1', 'removed r2']);
    });

    it('moves a limitToLast window: the oldest child leaves as a newer one arrives', async () => {
      const user = await h.user();
      const [writer, watcher] = [await h.web(user), await h.web(user)];
      const window = query(ref(watcher.db, `requests/${user.uid}`), orderByChild('createdAt'), limitToLast(2));
      const log = recordEvents(window, { value: false });
      await eventually(() => expect(log.entries).toEqual([]));
      await new Promise<void>((resolve) => onValue(window, () => resolve(), { onlyOnce: true }));
      for (const [id, createdAt] of [
        ['r1', 1],
        ['r2', 2],
        ['r3', 3],
      ] as const) {
        await set(ref(writer.db, `requests/${user.uid}/${id}`), {
          createdAt,
          status: 'Queued',
          paymentStatus: 'unpaid',
        });
      }
      await eventually(() => expect(log.entries).toEqual(['added r1', 'added r2', 'removed r1', 'added r3']));
      await remove(ref(writer.db, `requests/${user.uid}/r3`));
      await eventually(() => expect(log.entries.slice(4)).toEqual(['removed r3', 'added r1']));
    });

    it('raises one value event for a multi-path update', async () => {
      const [writer, watcher] = [await h.web(await h.user()), await h.web(await h.user())];
      await set(ref(writer.db, 'shared'), { a: 0, b: 0 });
      const log = recordEvents(ref(watcher.db, 'shared'), { children: false });
      await eventually(() => expect(log.values).toEqual([{ a: 0, b: 0 }]));
      await update(ref(writer.db), { 'shared/a': 1, 'shared/b': 2 });
      await eventually(() =>
        expect(log.values).toEqual([
          { a: 0, b: 0 },
          { a: 1, b: 2 },
        ]),
      );
    });

    it('keeps many concurrent clients in step', async () => {
      const writer = await h.web();
      const watchers = await Promise.all(Array.from({ length: 25 }, () => h.web()));
      const logs = watchers.map((watcher) => recordEvents(ref(watcher.db, 'scores/broadcast'), { children: false }));
      for (const log of logs) await eventually(() => expect(log.values).toEqual([null]));
      for (let i = 1; i <= 3; i++) await set(ref(writer.db, 'scores/broadcast'), i);
      for (const log of logs) await eventually(() => expect(log.values).toEqual([null, 1, 2, 3]));
    });

    it('orders push keys chronologically', async () => {
      const client = await h.web();
      const keys = [];
      for (let i = 0; i < 5; i++) keys.push((await push(ref(client.db, 'scores/log'), i)).key);
      const other = await h.web();
      const byKey = await get(query(ref(other.db, 'scores/log'), orderByKey()));
      const ordered: string[] = [];
      byKey.forEach((child) => void ordered.push(child.key as string));
      expect(ordered).toEqual(keys);
    });
  });

  describe('connection state', () => {
    it('reports .info/connected and .info/serverTimeOffset', async () => {
      const client = await h.web();
      const connected: unknown[] = [];
      onValue(ref(client.db, '.info/connected'), (snapshot) => void connected.push(snapshot.val()));
      await eventually(() => expect(connected.at(-1)).toBe(true));
      const offset = await new Promise<unknown>((resolve) =>
        onValue(ref(client.db, '.info/serverTimeOffset'), (snapshot) => resolve(snapshot.val()), { onlyOnce: true }),
      );
      expect(typeof offset).toBe('number');
      goOffline(client.db);
      await eventually(() => expect(connected.at(-1)).toBe(false));
      goOnline(client.db);
      await eventually(() => expect(connected.at(-1)).toBe(true));
    });

    it('cancels a listener when new rules stop allowing its read', async () => {
      const client = await h.web();
      const errors: string[] = [];
      onValue(
        ref(client.db, 'scores'),
        () => undefined,
        (error) => void errors.push((error as Error & { code?: string }).code ?? error.message),
      );
      await set(ref(client.db, 'scores/x'), 1);
      await h.setRules({ rules: { scores: { '.read': false } } });
      await eventually(() => expect(errors).toEqual(['PERMISSION_DENIED']));
    });
  });
}
