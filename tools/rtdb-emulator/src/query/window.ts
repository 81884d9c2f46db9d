import type { BranchNode, DataNode } from '../tree/node.js';
import { branch, EMPTY } from '../tree/node.js';
import { comparatorFor, compareBoundToEntry, indexKey } from './ordering.js';
import type { Entry } from './ordering.js';
import { loadsAllData } from './query-spec.js';
import type { QuerySpec } from './query-spec.js';

/**
 * The children a query returns ("the window"), in index order. Sorting is cached per
 * (immutable node, index): every listener of the same location and ordering shares one sort
 * per version of the data, which keeps fan-out to many clients cheap.
 */
const sortedCache = new WeakMap<BranchNode, Map<string, readonly Entry[]>>();

function sortedChildren(node: BranchNode, spec: QuerySpec): readonly Entry[] {
  let byIndex = sortedCache.get(node);
  if (!byIndex) {
    byIndex = new Map();
    sortedCache.set(node, byIndex);
  }
  const key = indexKey(spec.index);
  let sorted = byIndex.get(key);
  if (!sorted) {
    sorted = [...node.children.entries()].sort(comparatorFor(spec.index));
    byIndex.set(key, sorted);
  }
  return sorted;
}

export function queryWindow(node: DataNode, spec: QuerySpec): readonly Entry[] {
  if (node.kind === 'leaf') return [];
  if (node.children.size === 0) return [];
  const sorted = sortedChildren(node, spec);
  const { start, end, limit } = spec;
  // Sorted by the same order the bounds compare in, the matching children are one contiguous run.
  let from = 0;
  let to = sorted.length;
  if (start) {
    from = firstIndex(sorted, (entry) => {
      const cmp = compareBoundToEntry(spec.index, start, entry);
      return start.inclusive ? cmp <= 0 : cmp < 0;
    });
  }
  if (end) {
    to = firstIndex(sorted, (entry) => {
      const cmp = compareBoundToEntry(spec.index, end, entry);
      return end.inclusive ? cmp < 0 : cmp <= 0;
    });
  }
  if (to <= from) return [];
  if (limit) {
    if (limit.from === 'left') to = Math.min(to, from + limit.count);
    else from = Math.max(from, to - limit.count);
  }
  return from === 0 && to === sorted.length ? sorted : sorted.slice(from, to);
}

/** Binary search: the first position whose entry satisfies a predicate that is monotone over `sorted`. */
function firstIndex(sorted: readonly Entry[], predicate: (entry: Entry) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (predicate(sorted[middle] as Entry)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The window as a node. */
export function windowNode(node: DataNode, spec: QuerySpec): DataNode {
  if (loadsAllData(spec)) return node;
  const entries = queryWindow(node, spec);
  return entries.length === 0 ? EMPTY : branch(new Map(entries));
}
