import type { Principal } from '../auth/principal.js';
import { loadsAllData } from '../query/query-spec.js';
import type { QuerySpec } from '../query/query-spec.js';
import { windowNode } from '../query/window.js';
import { canRead, canWrite, isIndexed } from '../rules/access.js';
import type { CompiledRules } from '../rules/ruleset.js';
import { hashNode } from '../tree/hash.js';
import { InvalidDataError } from '../tree/json.js';
import { EMPTY, nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import { applySets, buildMerge, buildPut } from '../tree/write-set.js';
import type { WriteSet } from '../tree/write-set.js';
import type { DataUpdate, Subscriber } from './subscriber.js';
import { SubscriptionIndex } from './subscription-index.js';
import { subscriptionKey, updateFor } from './updates.js';

export type WriteRequest =
  | { readonly kind: 'put'; readonly path: Path; readonly data: unknown; readonly hash?: string }
  | { readonly kind: 'merge'; readonly path: Path; readonly data: unknown };

export type WriteOutcome =
  | { readonly status: 'ok'; readonly sets: readonly WriteSet[] }
  | { readonly status: 'permission_denied' | 'datastale' }
  | { readonly status: 'invalid_data'; readonly message: string };

export type ReadOutcome = { readonly status: 'ok'; readonly node: DataNode } | { readonly status: 'permission_denied' };

/**
 * One namespace: its tree, its rules and who follows what. All operations are synchronous,
 * so a write's events reach every subscriber before the writer's acknowledgement is sent,
 * which is the order the SDK relies on.
 */
export class Database {
  private tree: DataNode = EMPTY;
  private rulesValue: CompiledRules;
  private settingsOverride = false;
  private readonly subscriptions = new SubscriptionIndex();

  constructor(
    readonly namespace: string,
    rules: CompiledRules,
    private readonly clock: () => number = Date.now,
  ) {
    this.rulesValue = rules;
  }

  get root(): DataNode {
    return this.tree;
  }

  get rules(): CompiledRules {
    return this.rulesValue;
  }

  /** True once rules came from PUT /.settings/rules.json; the rules file no longer applies then. */
  get rulesOverridden(): boolean {
    return this.settingsOverride;
  }

  get subscriberCount(): number {
    return this.subscriptions.size;
  }

  now(): number {
    return this.clock();
  }

  read(path: Path, query: QuerySpec | null, principal: Principal): ReadOutcome {
    if (!canRead(this.rulesValue.root, this.tree, path, principal, this.clock(), query))
      return { status: 'permission_denied' };
    const node = nodeAt(this.tree, path);
    return { status: 'ok', node: query && !loadsAllData(query) ? windowNode(node, query) : node };
  }

  canRead(path: Path, query: QuerySpec | null, principal: Principal): boolean {
    return canRead(this.rulesValue.root, this.tree, path, principal, this.clock(), query);
  }

  /** Whether a filtering query at `path` is backed by `.indexOn` (else the real server warns `no_index`). */
  isIndexed(path: Path, index: string): boolean {
    return isIndexed(this.rulesValue.root, path, index);
  }

  write(request: WriteRequest, principal: Principal): WriteOutcome {
    const { outcome, newRoot } = this.prepare(request, principal, this.clock());
    if (outcome.status === 'ok' && newRoot) this.commit(newRoot, outcome.sets);
    return outcome;
  }

  /** Replaces the whole tree, bypassing rules (import); subscribers see the change. */
  replaceRoot(root: DataNode): void {
    this.commit(root, [{ path: [], node: root }]);
  }

  setRules(rules: CompiledRules, fromSettings: boolean): void {
    this.rulesValue = rules;
    if (fromSettings) this.settingsOverride = true;
    this.recheckSubscribers();
  }

  subscribe(subscriber: Subscriber): void {
    this.subscriptions.add(subscriber);
  }

  unsubscribe(subscriber: Subscriber): void {
    this.subscriptions.remove(subscriber);
  }

  /** Revokes every subscription its principal may no longer read (after rules or auth changed). */
  recheckSubscribers(only?: (subscriber: Subscriber) => boolean): void {
    for (const subscriber of this.subscriptions.all()) {
      if (only && !only(subscriber)) continue;
      if (!this.canRead(subscriber.path, subscriber.query, subscriber.principal())) {
        this.subscriptions.remove(subscriber);
        subscriber.revoke();
      }
    }
  }

  hashAt(path: Path): string {
    return hashNode(nodeAt(this.tree, path));
  }

  private prepare(
    request: WriteRequest,
    principal: Principal,
    now: number,
  ): { outcome: WriteOutcome; newRoot?: DataNode } {
    let sets: WriteSet[];
    try {
      sets =
        request.kind === 'put'
          ? buildPut(this.tree, request.path, request.data, now)
          : buildMerge(this.tree, request.path, request.data, now);
    } catch (error) {
      if (error instanceof InvalidDataError) return { outcome: { status: 'invalid_data', message: error.message } };
      throw error;
    }
    const newRoot = applySets(this.tree, sets);
    const paths = sets.map((set) => set.path);
    if (!canWrite(this.rulesValue.root, this.tree, newRoot, paths, principal, now))
      return { outcome: { status: 'permission_denied' } };
    // Transactions send the hash of the data they started from; a mismatch means someone wrote in between.
    if (request.kind === 'put' && request.hash !== undefined && request.hash !== this.hashAt(request.path)) {
      return { outcome: { status: 'datastale' } };
    }
    return { outcome: { status: 'ok', sets }, newRoot };
  }

  private commit(newRoot: DataNode, sets: readonly WriteSet[]): void {
    const oldRoot = this.tree;
    this.tree = newRoot;
    // Many clients follow the same location with the same query (one user's tabs, fan-out):
    // their update is computed once per write and shared.
    const computed = new Map<string, DataUpdate | null>();
    for (const subscriber of this.subscriptions.affectedBy(sets.map((set) => set.path))) {
      const key = subscriptionKey(subscriber);
      let update = computed.get(key);
      if (update === undefined) {
        update = updateFor(subscriber, oldRoot, newRoot, sets);
        computed.set(key, update);
      }
      if (update) subscriber.deliver(update);
    }
  }
}
