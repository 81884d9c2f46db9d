import { ServerValue, type Database } from 'firebase-admin/database';

/**
 * What a transaction update returns: the new value, `null` to delete, or `undefined` to abort.
 * Like the SDK, the function may first be called with a stale value (often `null`) and called again
 * with the server's value, so it must be pure and must not abort just because it saw `null`.
 */
export type TransactionUpdate<T> = (current: T | null) => T | null | undefined;

export interface TransactionResult<T> {
  committed: boolean;
  /** The value at the path after the transaction (the server's value when it aborted). */
  value: T | null;
}

/**
 * The slice of the Realtime Database the functions use. Handlers take this port so unit tests can
 * pass an in-memory fake; production passes `adminDb(getDatabase())`. Paths are slash-separated
 * and relative to the root.
 */
export interface Db {
  get<T>(path: string): Promise<T | null>;
  set(path: string, value: unknown): Promise<void>;
  /** Atomic multi-path update from the root; a `null` value deletes that path. */
  update(values: Record<string, unknown>): Promise<void>;
  transaction<T>(path: string, update: TransactionUpdate<T>): Promise<TransactionResult<T>>;
  /**
   * Adds to numbers, atomically and without a transaction (the server applies each delta to whatever is stored, a
   * missing number counting 0): counters many writers bump at once never contend. Paths from the root.
   */
  increment(deltas: Record<string, number>): Promise<void>;
  /** Children of `path` whose `child` equals `value` (needs `.indexOn` on `child` in production). */
  findByChild<T>(path: string, child: string, value: string): Promise<Record<string, T>>;
  /**
   * Up to `limit` children of `path` in key order, after the key `afterKey` (null: from the first). Walks a large
   * tree page by page (key rotation, sweeps) instead of loading it whole.
   */
  childrenAfter<T>(path: string, afterKey: string | null, limit: number): Promise<[string, T][]>;
  /**
   * Up to `limit` children of `path` whose `child` equals `value`, in key order, after the key `afterKey` (null: from
   * the first): one page of an indexed query, never the whole match (needs `.indexOn` on `child` in production).
   */
  findByChildPage<T>(
    path: string,
    child: string,
    value: string,
    afterKey: string | null,
    limit: number,
  ): Promise<[string, T][]>;
}

export function adminDb(database: Database): Db {
  return {
    async get<T>(path: string) {
      const snapshot = await database.ref(path).get();
      return snapshot.exists() ? (snapshot.val() as T) : null;
    },
    async set(path, value) {
      await database.ref(path).set(value);
    },
    async update(values) {
      await database.ref().update(values);
    },
    async transaction<T>(path: string, update: TransactionUpdate<T>) {
      // applyLocally=false: no local events for intermediate attempts; we only want the outcome.
      const result = await database
        .ref(path)
        .transaction((current: T | null) => update(current ?? null), undefined, false);
      return { committed: result.committed, value: result.snapshot.exists() ? (result.snapshot.val() as T) : null };
    },
    async increment(deltas) {
      const values = Object.fromEntries(
        Object.entries(deltas).map(([path, delta]) => [path, ServerValue.increment(delta)]),
      );
      await database.ref().update(values);
    },
    async childrenAfter<T>(path: string, afterKey: string | null, limit: number) {
      const ordered = database.ref(path).orderByKey();
      const snapshot = await (afterKey === null ? ordered : ordered.startAfter(afterKey)).limitToFirst(limit).get();
      const children: [string, T][] = [];
      snapshot.forEach((child) => {
        if (child.key !== null) children.push([child.key, child.val() as T]);
      });
      return children;
    },
    async findByChildPage<T>(path: string, child: string, value: string, afterKey: string | null, limit: number) {
      // Equal child values sort by key, so a range on the value with the last key as tie-breaker pages through them.
      const ordered = database.ref(path).orderByChild(child);
      const start = afterKey === null ? ordered.startAt(value) : ordered.startAfter(value, afterKey);
      const snapshot = await start.endAt(value).limitToFirst(limit).get();
      const children: [string, T][] = [];
      snapshot.forEach((entry) => {
        if (entry.key !== null) children.push([entry.key, entry.val() as T]);
      });
      return children;
    },
    async findByChild<T>(path: string, child: string, value: string) {
      const snapshot = await database.ref(path).orderByChild(child).equalTo(value).get();
      return (snapshot.exists() ? snapshot.val() : {}) as Record<string, T>;
    },
  };
}
