import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../../../functions/src/contracts/limits.js';
import { loadDatabaseRules } from './rules-file.js';

// database.rules.json cannot import the contracts, so this keeps its numbers equal to them
// (functions/src/contracts/limits.ts): a limit changed on one side only fails here.
const rules = loadDatabaseRules().rules;

function validateAt(path: string): string {
  let node: unknown = rules;
  for (const key of path.split('/')) node = (node as Record<string, unknown> | undefined)?.[key];
  const rule = (node as Record<string, unknown> | undefined)?.['.validate'];
  if (typeof rule !== 'string') throw new Error(`no .validate at ${path}`);
  return rule;
}

/** The bounds a rule puts on a length (`length <= N`) or on a computed size (`<= N`). */
const upperBounds = (rule: string): number[] => [...rule.matchAll(/<= (\d+)/g)].map((match) => Number(match[1]));

// Requests are written by the callables only (their limits are checked by contracts/request-input.ts), so the one
// client-written record left is users/{uid}.
const EXPECTED: Array<[path: string, bound: number]> = [['users/$uid/email', EMAIL_MAX_LENGTH]];

describe('database.rules.json limits equal the contracts', () => {
  it.each(EXPECTED)('%s is bounded by %i', (path, bound) => {
    expect(upperBounds(validateAt(path))).toEqual([bound]);
  });

  it('has no other numeric bound that the contracts do not name', () => {
    const everyBound = upperBounds(JSON.stringify(rules));
    expect(everyBound.filter((bound) => !EXPECTED.some(([, expected]) => expected === bound))).toEqual([]);
  });
});
