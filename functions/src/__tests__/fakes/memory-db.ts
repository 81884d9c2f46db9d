import type { Db, TransactionResult, TransactionUpdate } from '../../platform/db.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function segments(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** RTDB semantics: no undefined, null and empty objects vanish. */
function normalize(value: unknown, path: string): Json {
  if (value === undefined) throw new Error(`undefined value at ${path} (the SDK rejects this)`);
  if (value === null || typeof value !== 'object') return value as Json;
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => [key, normalize(child, `${path}/${key}`)] as const)
    .filter(([, child]) => child !== null);
  return entries.length === 0 ? null : (Object.fromEntries(entries) as Json);
}

function isObject(value: Json | undefined): value is Record<string, Json> {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

function isEmpty(node: Record<string, Json>): boolean {
  for (const key in node) if (Object.hasOwn(node, key)) return false;
  return true;
}

/**
 * An in-memory Realtime Database behind the `Db` port. Transactions behave like the admin SDK with an empty
 * cache: the update function is first called with `null`, then again with the stored value when they differ;
 * returning `undefined` aborts at once. Code that aborts on a first `null` therefore fails here as in production.
 */
export class MemoryDb implements Db {
  private root: Json = null;
  private failures: string[] = [];
  readonly writes: string[] = [];

  /** Makes the next operation of this kind (`get`, `set`, `update`, `transaction`) reject, like a network blip. */
  failNext(operation: 'get' | 'set' | 'update' | 'transaction'): void {
    this.failures.push(operation);
  }

  private maybeFail(operation: string): void {
    const index = this.failures.indexOf(operation);
    if (index >= 0) {
      this.failures.splice(index, 1);
      throw new Error(`injected ${operation} failure`);
    }
  }

  read(path: string): unknown {
    let node: Json = this.root;
    for (const key of segments(path)) {
      if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
      node = (node as Record<string, Json>)[key] ?? null;
    }
    return clone(node);
  }

  write(path: string, value: unknown): void {
    // On the value itself first: the JSON copy would silently drop an undefined the SDK rejects.
    normalize(value, path);
    this.store(path, value);
  }

  /** Writes a value already checked for undefined (`write`, and `update` after checking all of its values). */
  private store(path: string, value: unknown): void {
    const keys = segments(path);
    const normalized = normalize(clone(value), path);
    this.root = keys.length === 0 ? normalized : this.placed(keys, normalized);
    this.writes.push(path);
  }

  /**
   * The root after `value` is put at `keys`. The tree outside that path is already normalized, so only the path is
   * touched: a write costs its value and its depth, not the whole database (suites that write thousands of records
   * stay linear).
   */
  private placed(keys: string[], value: Json): Json {
    const rootObject: Record<string, Json> = isObject(this.root) ? this.root : {};
    const ancestors: [Record<string, Json>, string][] = [];
    let node = rootObject;
    for (const key of keys.slice(0, -1)) {
      ancestors.push([node, key]);
      const next = node[key];
      if (!isObject(next)) node[key] = {};
      node = node[key] as Record<string, Json>;
    }
    const last = keys[keys.length - 1] as string;
    if (value === null) delete node[last];
    else node[last] = value;
    // An object left empty vanishes, and so does each parent it leaves empty.
    for (let index = ancestors.length - 1; index >= 0 && isEmpty(node); index -= 1) {
      const [parent, key] = ancestors[index]!;
      delete parent[key];
      node = parent;
    }
    return isEmpty(rootObject) ? null : rootObject;
  }

  async get<T>(path: string): Promise<T | null> {
    this.maybeFail('get');
    return this.read(path) as T | null;
  }

  async set(path: string, value: unknown): Promise<void> {
    this.maybeFail('set');
    this.write(path, value);
  }

  async update(values: Record<string, unknown>): Promise<void> {
    this.maybeFail('update');
    const paths = Object.keys(values).map((path) => segments(path).join('/'));
    for (const a of paths) {
      for (const b of paths) {
        if (a !== b && (b.startsWith(`${a}/`) || a === '')) throw new Error(`update paths overlap: ${a} and ${b}`);
      }
    }
    // All checked before any is written: the SDK refuses the whole update.
    for (const [path, value] of Object.entries(values)) normalize(value, path);
    for (const [path, value] of Object.entries(values)) this.store(path, value);
  }

  /** Like the server's increment: each delta added to the number stored (a missing one counts 0), all at once. */
  async increment(deltas: Record<string, number>): Promise<void> {
    this.maybeFail('update');
    for (const [path, delta] of Object.entries(deltas)) {
      const current = this.read(path);
      this.write(path, (typeof current === 'number' ? current : 0) + delta);
    }
  }

  async transaction<T>(path: string, update: TransactionUpdate<T>): Promise<TransactionResult<T>> {
    this.maybeFail('transaction');
    let assumed: unknown = null;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const next = update(clone(assumed) as T | null);
      if (next === undefined) return { committed: false, value: this.read(path) as T | null };
      const actual = this.read(path);
      if (JSON.stringify(actual) === JSON.stringify(assumed)) {
        this.write(path, next);
        return { committed: true, value: this.read(path) as T | null };
      }
      assumed = actual;
    }
    throw new Error('transaction retried too often');
  }

  async childrenAfter<T>(path: string, afterKey: string | null, limit: number): Promise<[string, T][]> {
    const node = this.read(path);
    if (node === null || typeof node !== 'object') return [];
    // Key order as the database sorts keys: integers first (numerically), then strings.
    const isInteger = (key: string) => /^-?(0|[1-9]\d{0,9})$/.test(key);
    const compare = (a: string, b: string) =>
      isInteger(a) && isInteger(b)
        ? Number(a) - Number(b)
        : isInteger(a)
          ? -1
          : isInteger(b)
            ? 1
            : a < b
              ? -1
              : a > b
                ? 1
                : 0;
    return (Object.entries(node as Record<string, T>) as [string, T][])
      .sort(([a], [b]) => compare(a, b))
      .filter(([key]) => afterKey === null || compare(key, afterKey) > 0)
      .slice(0, limit);
  }

  async findByChildPage<T>(
    path: string,
    child: string,
    value: string,
    afterKey: string | null,
    limit: number,
  ): Promise<[string, T][]> {
    const matches = await this.findByChild<T>(path, child, value);
    // Push ids and the other ids used here are plain strings: key order is code-unit order.
    return Object.entries(matches)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .filter(([key]) => afterKey === null || key > afterKey)
      .slice(0, limit);
  }

  async findByChild<T>(path: string, child: string, value: string): Promise<Record<string, T>> {
    const node = this.read(path);
    if (node === null || typeof node !== 'object') return {};
    return Object.fromEntries(
      Object.entries(node as Record<string, Record<string, unknown>>).filter(([, entry]) => entry?.[child] === value),
    ) as Record<string, T>;
  }
}
