import { get, increment, ref, runTransaction, serverTimestamp, set, update } from 'firebase/database';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

/** Writes with server-side semantics: transactions, server values, atomic updates. */
export function writeCases(h: Harness): void {
  beforeEach(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
  });

  describe('transactions', () => {
    it('commit against the server value', async () => {
      const user = await h.user();
      const client = await h.web(user);
      await set(ref((await h.web(user)).db, 'counters/visits'), 41);
      const result = await runTransaction(
        ref(client.db, 'counters/visits'),
        (value: number | null) => (value ?? 0) + 1,
      );
      expect(result.committed).toBe(true);
      expect(result.snapshot.val()).toBe(42);
    });

    it('retry until they win under contention between two clients, losing no update', async () => {
      const user = await h.user();
      const [first, second] = [await h.web(user), await h.web(user)];
      const bump = (db: typeof first.db) =>
        runTransaction(ref(db, 'counters/contended'), (value: number | null) => (value ?? 0) + 1);
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 === 0 ? first.db : second.db)));
      expect(results.every((result) => result.committed)).toBe(true);
      expect((await get(ref((await h.web(user)).db, 'counters/contended'))).val()).toBe(10);
    });

    it('commit on structured values (the hash the SDK sends must match)', async () => {
      const user = await h.user();
      const [writer, transactor] = [await h.web(user), await h.web(user)];
      await set(ref(writer.db, 'counters/doc'), {
        n: 1.5,
        s: 'text',
        t: true,
        list: [1, 'two', { three: 3 }],
        '10': -7,
      });
      await set(ref(writer.db, 'counters/doc/p'), 3.25);
      const result = await runTransaction(ref(transactor.db, 'counters/doc'), (doc: Record<string, unknown> | null) =>
        doc ? { ...doc, n: (doc.n as number) + 1 } : doc,
      );
      expect(result.committed).toBe(true);
      expect(result.snapshot.child('n').val()).toBe(2.5);
    });

    it('abort when the update function returns undefined, leaving data alone', async () => {
      const user = await h.user();
      const client = await h.web(user);
      await set(ref(client.db, 'counters/kept'), 5);
      const result = await runTransaction(ref(client.db, 'counters/kept'), () => undefined);
      expect(result.committed).toBe(false);
      expect((await get(ref((await h.web(user)).db, 'counters/kept'))).val()).toBe(5);
    });

    it('fail with permission_denied where rules deny', async () => {
      const client = await h.web(await h.user());
      await expect(runTransaction(ref(client.db, 'private/n'), () => 1)).rejects.toThrow(/permission_denied/i);
    });
  });

  describe('server values', () => {
    it('sum concurrent increments from several clients', async () => {
      const user = await h.user();
      const clients = [await h.web(user), await h.web(user), await h.web(user)];
      await Promise.all(
        clients.flatMap((client) =>
          Array.from({ length: 5 }, () => set(ref(client.db, 'counters/likes'), increment(1))),
        ),
      );
      await update(ref(clients[0]!.db), { 'counters/likes': increment(100), 'counters/fresh': increment(-2.5) });
      const check = (await h.web(user)).db;
      expect((await get(ref(check, 'counters/likes'))).val()).toBe(115);
      expect((await get(ref(check, 'counters/fresh'))).val()).toBe(-2.5);
    });

    it('resolve timestamps on the server, usable in rules as now', async () => {
      const user = await h.user();
      const client = await h.web(user);
      const before = Date.now();
      await set(ref(client.db, `users/${user.uid}`), { email: user.email, updatedAt: serverTimestamp() });
      const stored = (await get(ref((await h.web(user)).db, `users/${user.uid}/updatedAt`))).val() as number;
      expect(stored).toBeGreaterThanOrEqual(before - 60_000);
      await expect(set(ref(client.db, `users/${user.uid}`), { email: user.email, updatedAt: 1 })).rejects.toThrow(
        /PERMISSION_DENIED/,
      );
    });
  });

  describe('multi-path updates', () => {
    it('are all-or-nothing: one denied path rejects the whole update', async () => {
      const user = await h.user();
      const client = await h.web(user);
      await expect(
        update(ref(client.db), { [`presence/${user.uid}`]: 'here', 'presence/intruder': 'x' }),
      ).rejects.toThrow(/PERMISSION_DENIED/);
      const admin = await h.admin();
      expect((await admin.db.ref('presence').get()).val()).toBeNull();
      await update(ref(client.db), { [`presence/${user.uid}`]: 'here', 'counters/n': 1 });
      expect((await admin.db.ref('presence').get()).val()).toEqual({ [user.uid]: 'here' });
    });
  });
}
