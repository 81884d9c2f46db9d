import { createHash } from 'node:crypto';
import { compareKeys } from './compare.js';
import type { BranchNode, DataNode, Primitive } from './node.js';

/**
 * The SDK's data hash. Clients send it with listens (so unchanged data is not re-sent) and
 * with transaction puts (`h`): the server must answer `datastale` when its own data hashes
 * differently. Format: sha1, base64, over a text form of the tree in key order (the SDK orders by
 * priority first; nothing here has one).
 */
const cache = new WeakMap<DataNode, string>();

export function hashNode(node: DataNode): string {
  const cached = cache.get(node);
  if (cached !== undefined) return cached;
  const hash = node.kind === 'leaf' ? hashLeaf(node.value) : hashBranch(node);
  cache.set(node, hash);
  return hash;
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** A double as 16 lower-case hex digits of its IEEE 754 bits, as the SDK prints numbers. */
export function doubleToHex(value: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value);
  return buffer.toString('hex');
}

function hashLeaf(value: Primitive): string {
  const body = typeof value === 'number' ? doubleToHex(value) : String(value);
  return sha1Base64(`${typeof value}:${body}`);
}

function hashBranch(node: BranchNode): string {
  let text = '';
  for (const key of [...node.children.keys()].sort(compareKeys)) {
    const childHash = hashNode(node.children.get(key) as DataNode);
    if (childHash !== '') text += `:${key}:${childHash}`;
  }
  return text === '' ? '' : sha1Base64(text);
}
