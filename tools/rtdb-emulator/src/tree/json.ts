import { branch, EMPTY, isEmpty, leaf } from './node.js';
import type { DataNode } from './node.js';
import { isValidKey, MAX_PATH_DEPTH } from './path.js';
import { compareKeys } from './compare.js';

/** Data the real service would refuse; REST answers 400 and the websocket `invalid_data`. */
export class InvalidDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDataError';
  }
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Converts JSON (the wire and export format, arrays included) to a node. Server values (`.sv`)
 * must have been resolved before; meeting one here is invalid data, and so is a priority.
 */
export function fromJson(json: unknown, depth = 0): DataNode {
  if (depth > MAX_PATH_DEPTH) throw new InvalidDataError(`Data is nested deeper than ${MAX_PATH_DEPTH} levels`);
  if (json === null || json === undefined) return EMPTY;
  if (typeof json === 'boolean' || typeof json === 'string') return leaf(json);
  if (typeof json === 'number') {
    if (!Number.isFinite(json)) throw new InvalidDataError('Numbers must be finite');
    return leaf(json);
  }
  if (Array.isArray(json)) return arrayToNode(json, depth);
  if (typeof json === 'object') return objectToNode(json as Record<string, unknown>, depth);
  throw new InvalidDataError(`Unsupported value of type ${typeof json}`);
}

function arrayToNode(items: unknown[], depth: number): DataNode {
  const children = new Map<string, DataNode>();
  items.forEach((item, index) => {
    const child = fromJson(item, depth + 1);
    if (!isEmpty(child)) children.set(String(index), child);
  });
  return branch(children);
}

/** What the SDKs send only for setPriority / setWithPriority, and exports hold only for data that has priorities. */
const PRIORITY_KEYS = ['.priority', '.value'];

function objectToNode(object: Record<string, unknown>, depth: number): DataNode {
  if ('.sv' in object) throw new InvalidDataError('Unresolved server value');
  const children = new Map<string, DataNode>();
  for (const [key, value] of Object.entries(object)) {
    if (PRIORITY_KEYS.includes(key))
      throw new InvalidDataError('Priorities are not supported by this emulator (tools/rtdb-emulator/README.md)');
    if (!isValidKey(key)) throw new InvalidDataError(`Invalid key ${JSON.stringify(key)}`);
    const child = fromJson(value, depth + 1);
    if (!isEmpty(child)) children.set(key, child);
  }
  return branch(children);
}

export interface ToJsonOptions {
  /** Turn objects with integer keys into arrays, as REST responses and the SDK's val() do. */
  arrays?: boolean;
}

export function toJson(node: DataNode, options: ToJsonOptions = {}): Json {
  if (node.kind === 'leaf') return node.value;
  if (node.children.size === 0) return null;
  const object: { [key: string]: Json } = {};
  // Children come out in key order, as the real service writes them (and exports stay deterministic).
  const keys = [...node.children.keys()].sort(compareKeys);
  for (const key of keys) object[key] = toJson(node.children.get(key) as DataNode, options);
  return options.arrays ? maybeArray(object, node.children.size) : object;
}

const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** Objects whose keys are all array indexes and at least half filled read back as arrays. */
function maybeArray(object: { [key: string]: Json }, count: number): Json {
  let maxIndex = -1;
  for (const key of Object.keys(object)) {
    if (!ARRAY_INDEX.test(key)) return object;
    maxIndex = Math.max(maxIndex, Number(key));
  }
  if (maxIndex >= 2 * count) return object;
  const array: Json[] = [];
  for (let i = 0; i <= maxIndex; i++) array.push(object[String(i)] ?? null);
  return array;
}
