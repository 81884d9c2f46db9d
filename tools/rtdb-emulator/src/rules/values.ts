import { childOf, isEmpty, nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import { isValidKey, parsePath } from '../tree/path.js';
import type { Path } from '../tree/path.js';
import { RuleEvaluationError } from './rules-error.js';

/** What a rule expression can compute. */
export type RuleValue =
  | null
  | boolean
  | number
  | string
  | RegExp
  | RuleValue[]
  | RuleSnapshot
  | RuleMap
  | OpaqueObject
  | BoundMethod;

/** `auth`, `auth.token`, `query`: read-only records; a missing property reads as null. */
export class RuleMap {
  constructor(readonly fields: Readonly<Record<string, unknown>>) {}

  get(name: string): RuleValue {
    return Object.prototype.hasOwnProperty.call(this.fields, name) ? toRuleValue(this.fields[name]) : null;
  }
}

/**
 * What `val()` returns for a node with children. The rules language never hands out objects
 * (one must use child()); the sentinel equals nothing and has no properties.
 */
export class OpaqueObject {}

export class BoundMethod {
  constructor(
    readonly name: string,
    readonly invoke: (args: readonly RuleValue[]) => RuleValue,
  ) {}
}

function toRuleValue(value: unknown): RuleValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toRuleValue);
  if (typeof value === 'object') return new RuleMap(value as Record<string, unknown>);
  return null;
}

/** RuleDataSnapshot: a location in one version of the tree (old for data/root, new for newData). */
export class RuleSnapshot {
  private resolved: DataNode | undefined;

  constructor(
    readonly tree: DataNode,
    readonly path: Path,
  ) {}

  get node(): DataNode {
    this.resolved ??= nodeAt(this.tree, this.path);
    return this.resolved;
  }

  method(name: string): BoundMethod {
    const implementation = SNAPSHOT_METHODS[name];
    if (!implementation) throw new RuleEvaluationError(`RuleDataSnapshot has no method '${name}'`);
    return new BoundMethod(name, (args) => implementation(this, args));
  }
}

function stringArg(args: readonly RuleValue[], index: number, method: string): string {
  const value = args[index];
  if (typeof value !== 'string') throw new RuleEvaluationError(`${method}() expects a string argument`);
  return value;
}

function childPathOf(text: string): Path {
  const path = parsePath(text);
  if (path.length === 0 || !path.every(isValidKey))
    throw new RuleEvaluationError(`Invalid child path ${JSON.stringify(text)}`);
  return path;
}

function arity(args: readonly RuleValue[], count: number, method: string): void {
  if (args.length !== count) throw new RuleEvaluationError(`${method}() takes ${count} argument(s)`);
}

type SnapshotMethod = (snapshot: RuleSnapshot, args: readonly RuleValue[]) => RuleValue;

const SNAPSHOT_METHODS: Record<string, SnapshotMethod> = {
  child(snapshot, args) {
    arity(args, 1, 'child');
    return new RuleSnapshot(snapshot.tree, [...snapshot.path, ...childPathOf(stringArg(args, 0, 'child'))]);
  },
  parent(snapshot, args) {
    arity(args, 0, 'parent');
    if (snapshot.path.length === 0) throw new RuleEvaluationError('parent() of the root');
    return new RuleSnapshot(snapshot.tree, snapshot.path.slice(0, -1));
  },
  exists(snapshot, args) {
    arity(args, 0, 'exists');
    return !isEmpty(snapshot.node);
  },
  val(snapshot, args) {
    arity(args, 0, 'val');
    const node = snapshot.node;
    if (node.kind === 'leaf') return node.value;
    return node.children.size === 0 ? null : new OpaqueObject();
  },
  // No data has a priority here (see the README's scope).
  getPriority(_snapshot, args) {
    arity(args, 0, 'getPriority');
    return null;
  },
  hasChild(snapshot, args) {
    arity(args, 1, 'hasChild');
    return !isEmpty(nodeAt(snapshot.node, childPathOf(stringArg(args, 0, 'hasChild'))));
  },
  hasChildren(snapshot, args) {
    const node = snapshot.node;
    if (args.length === 0) return node.kind === 'branch' && node.children.size > 0;
    arity(args, 1, 'hasChildren');
    const list = args[0];
    if (!Array.isArray(list)) throw new RuleEvaluationError('hasChildren() expects an array of strings');
    return list.every((item) => {
      if (typeof item !== 'string') throw new RuleEvaluationError('hasChildren() expects an array of strings');
      return !isEmpty(childOf(node, item));
    });
  },
  isNumber: (snapshot, args) => (
    arity(args, 0, 'isNumber'),
    snapshot.node.kind === 'leaf' && typeof snapshot.node.value === 'number'
  ),
  isString: (snapshot, args) => (
    arity(args, 0, 'isString'),
    snapshot.node.kind === 'leaf' && typeof snapshot.node.value === 'string'
  ),
  isBoolean: (snapshot, args) => (
    arity(args, 0, 'isBoolean'),
    snapshot.node.kind === 'leaf' && typeof snapshot.node.value === 'boolean'
  ),
};
