import { queryWindow } from '../query/window.js';
import type { Json } from '../tree/json.js';
import { toJson } from '../tree/json.js';
import { nodeAt, nodesEqual } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import { isAncestorOrSelf, pathsOverlap, relativePath } from '../tree/path.js';
import type { Path } from '../tree/path.js';
import type { WriteSet } from '../tree/write-set.js';
import type { DataUpdate, Subscriber } from './subscriber.js';

const wire = (node: DataNode): Json => toJson(node);

const keys = new WeakMap<Subscriber, string>();

/** Subscribers with equal keys (same location, same query) receive equal updates. */
export function subscriptionKey(subscriber: Subscriber): string {
  let key = keys.get(subscriber);
  if (key === undefined) {
    key = `${subscriber.path.join('/')}|${subscriber.query ? JSON.stringify(subscriber.query) : ''}`;
    keys.set(subscriber, key);
  }
  return key;
}

/**
 * What one subscriber must receive for one write, or null when its view did not change.
 * Mirrors what the real server sends: the written value at the written path when the write
 * is below the subscription, the new value of the subscribed location when the write
 * replaced something above it, and for filtering queries only changes inside the window
 * (children entering get their value, children leaving get null).
 */
export function updateFor(
  subscriber: Subscriber,
  oldRoot: DataNode,
  newRoot: DataNode,
  sets: readonly WriteSet[],
): DataUpdate | null {
  const relevant = sets.filter((set) => pathsOverlap(set.path, subscriber.path));
  if (relevant.length === 0) return null;
  const before = nodeAt(oldRoot, subscriber.path);
  const after = nodeAt(newRoot, subscriber.path);
  if (nodesEqual(before, after)) return null;
  return subscriber.query === null
    ? locationUpdate(subscriber.path, after, newRoot, relevant)
    : windowUpdate(subscriber, before, after, newRoot, relevant);
}

function locationUpdate(location: Path, after: DataNode, newRoot: DataNode, sets: readonly WriteSet[]): DataUpdate {
  const below = sets.filter((set) => set.path.length > location.length);
  if (below.length < sets.length) return { path: location, data: wire(after), merge: false };
  if (below.length === 1) {
    const only = below[0] as WriteSet;
    return { path: only.path, data: wire(nodeAt(newRoot, only.path)), merge: false };
  }
  const base = commonPrefix(below.map((set) => set.path));
  const data: { [key: string]: Json } = {};
  for (const set of below) data[relativePath(base, set.path).join('/')] = wire(nodeAt(newRoot, set.path));
  return { path: base, data, merge: true };
}

function windowUpdate(
  subscriber: Subscriber,
  before: DataNode,
  after: DataNode,
  newRoot: DataNode,
  sets: readonly WriteSet[],
): DataUpdate | null {
  const query = subscriber.query as NonNullable<Subscriber['query']>;
  const location = subscriber.path;
  const oldWindow = new Map(queryWindow(before, query));
  const changes: [string, Json][] = [];
  for (const [key, node] of queryWindow(after, query)) {
    const previous = oldWindow.get(key);
    oldWindow.delete(key);
    if (previous && nodesEqual(previous, node)) continue;
    const childLocation = [...location, key];
    const deep = sets.every(
      (set) => set.path.length > childLocation.length && isAncestorOrSelf(childLocation, set.path),
    );
    if (previous && deep) {
      // Only fields inside a child that stays in the window changed: send just those.
      for (const set of sets)
        changes.push([relativePath(location, set.path).join('/'), wire(nodeAt(newRoot, set.path))]);
    } else {
      changes.push([key, wire(node)]);
    }
  }
  for (const key of oldWindow.keys()) changes.push([key, null]);
  if (changes.length === 0) return null;
  if (changes.length === 1) {
    const [relative, data] = changes[0] as [string, Json];
    return { path: [...location, ...relative.split('/')], data, merge: false };
  }
  return { path: location, data: Object.fromEntries(changes), merge: true };
}

function commonPrefix(paths: readonly Path[]): Path {
  const [first, ...rest] = paths as [Path, ...Path[]];
  let length = first.length;
  for (const path of rest) {
    let i = 0;
    while (i < length && i < path.length && path[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length);
}
