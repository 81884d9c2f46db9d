import { baseSeed } from './fixtures.js';
import type { RulesCase } from './types.js';

function setAtPath(tree: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('/').filter(Boolean);
  const last = keys.pop();
  if (last === undefined) throw new Error('a case seed needs a non-root path');
  let node = tree;
  for (const key of keys) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = structuredClone(value);
}

/** The database a case starts from: the base seed plus the case's own records. */
export function seedFor(rulesCase: RulesCase): Record<string, unknown> {
  const tree = baseSeed();
  for (const [path, value] of Object.entries(rulesCase.seed ?? {})) setAtPath(tree, path, value);
  return tree;
}
