import type { Path } from './path.js';

/**
 * The immutable data tree. Every write builds new nodes along the written path and shares
 * everything else, so an old root stays a consistent snapshot: events, rules (`data` vs
 * `newData`) and query windows compare old and new roots by identity first.
 */
export type Primitive = string | number | boolean;
export type Priority = string | number | null;

export interface LeafNode {
  readonly kind: 'leaf';
  readonly value: Primitive;
  readonly priority: Priority;
}

export interface BranchNode {
  readonly kind: 'branch';
  readonly children: ReadonlyMap<string, DataNode>;
  readonly priority: Priority;
}

export type DataNode = LeafNode | BranchNode;

/** The only empty node: null / absent data. It never carries a priority. */
export const EMPTY: BranchNode = Object.freeze({ kind: 'branch', children: new Map(), priority: null });

export function leaf(value: Primitive, priority: Priority = null): LeafNode {
  return { kind: 'leaf', value, priority };
}

/** Builds a branch, collapsing to EMPTY when no child is left (the real service drops empty objects). */
export function branch(children: ReadonlyMap<string, DataNode>, priority: Priority = null): BranchNode {
  return children.size === 0 ? EMPTY : { kind: 'branch', children, priority };
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
    if (key === '.priority') return priorityNode(current);
    current = childOf(current, key);
    if (current === EMPTY) return EMPTY;
  }
  return current;
}

function priorityNode(node: DataNode): DataNode {
  return node.priority === null ? EMPTY : leaf(node.priority);
}

export function withPriority(node: DataNode, priority: Priority): DataNode {
  if (isEmpty(node) || node.priority === priority) return node;
  return node.kind === 'leaf' ? leaf(node.value, priority) : { kind: 'branch', children: node.children, priority };
}

/**
 * Returns a new tree with `value` at `path`. Writing to `<path>/.priority` sets the priority
 * of the node at `<path>` (ignored when that node does not exist, as the real service does).
 */
export function setAt(node: DataNode, path: Path, value: DataNode): DataNode {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '.priority') return setPriorityFrom(node, value);
  const current = node.kind === 'branch' ? node.children : new Map<string, DataNode>();
  const before = current.get(key) ?? EMPTY;
  const after = setAt(before, rest, value);
  if (after === before) return node;
  const children = new Map(current);
  if (isEmpty(after)) children.delete(key);
  else children.set(key, after);
  // A leaf that gains children becomes a branch and keeps its priority, like the SDK's LeafNode.updateChild.
  return branch(children, node.priority);
}

function setPriorityFrom(node: DataNode, value: DataNode): DataNode {
  if (value.kind === 'leaf' && (typeof value.value === 'string' || typeof value.value === 'number')) {
    return withPriority(node, value.value);
  }
  return withPriority(node, null);
}

/** Deep equality of values and priorities; identity short-circuits the common case. */
export function nodesEqual(a: DataNode, b: DataNode): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind || a.priority !== b.priority) return false;
  if (a.kind === 'leaf') return a.value === (b as LeafNode).value;
  const other = (b as BranchNode).children;
  if (a.children.size !== other.size) return false;
  for (const [key, child] of a.children) {
    const peer = other.get(key);
    if (!peer || !nodesEqual(child, peer)) return false;
  }
  return true;
}
