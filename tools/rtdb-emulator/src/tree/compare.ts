import type { DataNode } from './node.js';

/**
 * Orderings shared by queries and the hash: the documented type order
 * (null < false < true < numbers < strings < objects) and key order
 * (keys that parse as 32-bit integers first, numerically, then the rest as strings).
 */

/** Sentinels the SDK uses in `sn`/`en` for startAfter/endBefore and open bounds. */
export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function integerKey(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  if (a === MIN_NAME || b === MAX_NAME) return -1;
  if (b === MIN_NAME || a === MAX_NAME) return 1;
  const aInt = integerKey(a);
  const bInt = integerKey(b);
  if (aInt !== null && bInt !== null) return aInt === bInt ? a.length - b.length : aInt - bInt;
  if (aInt !== null) return -1;
  if (bInt !== null) return 1;
  return a < b ? -1 : 1;
}

/** Rank of a node in the type order; objects all tie with each other. */
function typeRank(node: DataNode): number {
  if (node.kind === 'branch') return node.children.size === 0 ? 0 : 4;
  switch (typeof node.value) {
    case 'boolean':
      return 1;
    case 'number':
      return 2;
    default:
      return 3;
  }
}

export function compareNodes(a: DataNode, b: DataNode): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (a.kind === 'leaf' && b.kind === 'leaf') return comparePrimitives(a.value, b.value);
  return 0;
}

function comparePrimitives(a: string | number | boolean, b: string | number | boolean): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
