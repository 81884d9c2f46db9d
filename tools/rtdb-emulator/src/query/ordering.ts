import { compareKeys, compareNodes } from '../tree/compare.js';
import { fromJson } from '../tree/json.js';
import { nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import { indexName } from './query-spec.js';
import type { IndexSpec, QueryBound } from './query-spec.js';

/** A child as queries see it: its key and its node. */
export type Entry = readonly [key: string, node: DataNode];

export type EntryComparator = (a: Entry, b: Entry) => number;

/** Orders children by an index, ties broken by key, exactly as the SDK's Index.compare. */
export function comparatorFor(index: IndexSpec): EntryComparator {
  switch (index.kind) {
    // No child has a priority here, so they all tie on the default index and key order decides.
    case 'key':
    case 'priority':
      return ([a], [b]) => compareKeys(a, b);
    case 'value':
      return ([keyA, a], [keyB, b]) => compareNodes(a, b) || compareKeys(keyA, keyB);
    default: {
      const path = index.path;
      return ([keyA, a], [keyB, b]) => compareNodes(nodeAt(a, path), nodeAt(b, path)) || compareKeys(keyA, keyB);
    }
  }
}

/**
 * Compares a bound (seen as the SDK's "post": a fake child with the bound value at the index)
 * with a child. Negative when the bound sorts before the child.
 */
export function compareBoundToEntry(index: IndexSpec, bound: QueryBound, [key, node]: Entry): number {
  switch (index.kind) {
    case 'key':
      return compareKeys(bound.name, key);
    case 'priority':
      // Every child has "no priority", which sorts before any number or string bound (the SDK reads a boolean
      // bound as no priority too).
      return bound.value === null || typeof bound.value === 'boolean' ? compareKeys(bound.name, key) : 1;
    case 'value':
      return compareNodes(fromJson(bound.value), node) || compareKeys(bound.name, key);
    default:
      return compareNodes(fromJson(bound.value), nodeAt(node, index.path)) || compareKeys(bound.name, key);
  }
}

export function indexKey(index: IndexSpec): string {
  return `${index.kind}:${indexName(index)}`;
}
