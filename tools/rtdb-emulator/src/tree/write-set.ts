import { fromJson, InvalidDataError } from './json.js';
import { nodeAt, setAt } from './node.js';
import type { DataNode } from './node.js';
import { childPath, parseClientPath, pathsOverlap } from './path.js';
import type { Path } from './path.js';
import { resolveServerValues } from './server-values.js';

/**
 * A write is a list of (path, new node) pairs applied atomically: one pair for a set,
 * one per key for an update (multi-path update). Server values are resolved while the
 * pairs are built, against the data as it is before the write.
 */
export interface WriteSet {
  readonly path: Path;
  readonly node: DataNode;
}

export function buildPut(root: DataNode, path: Path, json: unknown, now: number): WriteSet[] {
  return [{ path, node: fromJson(resolveServerValues(json, nodeAt(root, path), now)) }];
}

export function buildMerge(root: DataNode, path: Path, json: unknown, now: number): WriteSet[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new InvalidDataError('An update must be an object of paths to values');
  }
  const sets: WriteSet[] = [];
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    let relative: Path;
    try {
      relative = parseClientPath(key);
    } catch (error) {
      throw new InvalidDataError((error as Error).message);
    }
    const target = childPath(path, ...relative);
    if (sets.some((set) => pathsOverlap(set.path, target))) {
      throw new InvalidDataError(`Update paths overlap at ${JSON.stringify(key)}`);
    }
    sets.push({ path: target, node: fromJson(resolveServerValues(value, nodeAt(root, target), now)) });
  }
  return sets;
}

export function applySets(root: DataNode, sets: readonly WriteSet[]): DataNode {
  return sets.reduce((tree, set) => setAt(tree, set.path, set.node), root);
}
