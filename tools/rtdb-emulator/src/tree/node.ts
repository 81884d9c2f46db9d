import type { Path } from './path.js';

/**
 * The immutable data tree. Every write builds new nodes along the written path and shares
 * everything else, so an old root stays a consistent snapshot: events, rules (`data` vs
 * `newData`) and query windows compare old and new roots by identity first. Priorities are
 * outside this emulator's scope (see the README), so nodes are values and children only.
 */
export type Primitive = string | number | boolean;

export interface LeafNode {
  readonly kind: 'leaf';
  readonly value: Primitive;
}

export interface BranchNode {
  readonly kind: 'branch';
  readonly children: ReadonlyMap<string, DataNode>;
}

export type DataNode = LeafNode | BranchNode;

/** The only empty node: null / absent data. */
export const EMPTY: BranchNode = Object.freeze({ kind: 'branch', children: new Map() });

export function leaf(value: Primitive): LeafNode {
  return { kind: 'leaf', value };
}

/** Builds a branch, collapsing to EMPTY when no child is left (the real service drops empty objects). */
export function branch(children: ReadonlyMap<string, DataNode>): BranchNode {
  return children.size === 0 ? EMPTY : { kind: 'branch', children };
}

export function isEmpty(node: DataNode): boolean {
  return node.kind === 'branch' && node.children.size === 0;
}

export function childOf(node: DataNode, key: string): DataNode {
  if (node.kind === 'leaf') return EMPTY;
  return node.children.get(key) ?? EMPTY;
}

export function nodeAt(node: DataNode, path: Path): DataNode {
  let current = node;
  for (const key of path) {
    current = childOf(current, key);
    if (current === EMPTY) return EMPTY;
  }
  return current;
}

/** Returns a new tree with `value` at `path`; a leaf that gains a child becomes a branch. */
export function setAt(node: DataNode, path: Path, value: DataNode): DataNode {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const current = node.kind === 'branch' ? node.children : new Map<string, DataNode>();
  const before = current.get(key) ?? EMPTY;
  const after = setAt(before, rest, value);
  if (after === before) return node;
  const children = new Map(current);
  if (isEmpty(after)) children.delete(key);
  else children.set(key, after);
  return branch(children);
}

/** Deep equality; identity short-circuits the common case. */
export function nodesEqual(a: DataNode, b: DataNode): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'leaf') return a.value === (b as LeafNode).value;
  const other = (b as BranchNode).children;
  if (a.children.size !== other.size) return false;
  for (const [key, child] of a.children) {
    const peer = other.get(key);
    if (!peer || !nodesEqual(child, peer)) return false;
  }
  return true;
}
