import type { Principal } from '../auth/principal.js';
import { authVariable } from '../auth/principal.js';
import { isEmpty, nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import { rulesQueryVariable } from '../query/query-spec.js';
import type { QuerySpec } from '../query/query-spec.js';
import { ruleGrants } from './evaluator.js';
import type { RuleNode } from './ruleset.js';
import { RuleMap, RuleSnapshot } from './values.js';
import type { RuleValue } from './values.js';

/**
 * The real service's access semantics:
 * - .read/.write cascade down: one rule that grants at a location or above it grants the
 *   operation; rules deeper than the target cannot grant it ("rules are not filters").
 * - .validate does not cascade: it must hold at every location the write changes that still
 *   has data: the written location, its ancestors, and every written descendant.
 * The admin principal bypasses all of it.
 */
interface Level {
  readonly path: Path;
  readonly rules: RuleNode;
  readonly wildcards: ReadonlyMap<string, string>;
}

function childLevel(level: Level, key: string): Level | null {
  const named = level.rules.children.get(key);
  if (named) return { path: [...level.path, key], rules: named, wildcards: level.wildcards };
  const wildcard = level.rules.wildcard;
  if (!wildcard) return null;
  return {
    path: [...level.path, key],
    rules: wildcard.node,
    wildcards: new Map([...level.wildcards, [wildcard.name, key]]),
  };
}

/** The rule levels from the root down to `path`, stopping where the rules tree ends. */
function levelsTo(root: RuleNode, path: Path): Level[] {
  const levels: Level[] = [{ path: [], rules: root, wildcards: new Map() }];
  for (const key of path) {
    const next = childLevel(levels[levels.length - 1] as Level, key);
    if (!next) break;
    levels.push(next);
  }
  return levels;
}

function baseVariables(principal: Principal, now: number, oldRoot: DataNode): Map<string, RuleValue> {
  const auth = authVariable(principal);
  return new Map<string, RuleValue>([
    ['auth', auth ? new RuleMap(auth) : null],
    ['now', now],
    ['root', new RuleSnapshot(oldRoot, [])],
  ]);
}

function withLevel(
  base: ReadonlyMap<string, RuleValue>,
  level: Level,
  extra: [string, RuleValue][],
): Map<string, RuleValue> {
  return new Map<string, RuleValue>([...base, ...level.wildcards, ...extra]);
}

export function canRead(
  rules: RuleNode,
  root: DataNode,
  path: Path,
  principal: Principal,
  now: number,
  query: QuerySpec | null,
): boolean {
  if (principal.kind === 'admin') return true;
  const base = baseVariables(principal, now, root);
  base.set('query', new RuleMap({ ...rulesQueryVariable(query) }));
  return levelsTo(rules, path).some(
    (level) =>
      level.rules.read !== null &&
      ruleGrants(level.rules.read, withLevel(base, level, [['data', new RuleSnapshot(root, level.path)]])),
  );
}

export function canWrite(
  rules: RuleNode,
  oldRoot: DataNode,
  newRoot: DataNode,
  paths: readonly Path[],
  principal: Principal,
  now: number,
): boolean {
  if (principal.kind === 'admin') return true;
  const base = baseVariables(principal, now, oldRoot);
  const variablesAt = (level: Level) =>
    withLevel(base, level, [
      ['data', new RuleSnapshot(oldRoot, level.path)],
      ['newData', new RuleSnapshot(newRoot, level.path)],
    ]);
  const validated = new Set<string>();
  const validates = (level: Level): boolean => {
    const key = level.path.join('/');
    if (validated.has(key) || level.rules.validate === null || isEmpty(nodeAt(newRoot, level.path))) return true;
    validated.add(key);
    return ruleGrants(level.rules.validate, variablesAt(level));
  };
  for (const path of paths) {
    const levels = levelsTo(rules, path);
    const granted = levels.some(
      (level) => level.rules.write !== null && ruleGrants(level.rules.write, variablesAt(level)),
    );
    if (!granted || !levels.every(validates)) return false;
    const target = levels[levels.length - 1] as Level;
    if (target.path.length === path.length && !descendantsValidate(target, nodeAt(newRoot, path), validates))
      return false;
  }
  return true;
}

function descendantsValidate(level: Level, node: DataNode, validates: (level: Level) => boolean): boolean {
  if (node.kind === 'leaf') return true;
  for (const [key, child] of node.children) {
    const next = childLevel(level, key);
    if (!next) continue;
    if (!validates(next) || !descendantsValidate(next, child, validates)) return false;
  }
  return true;
}

/** Whether `.indexOn` at exactly `path` declares `index` ('.key' and '.priority' never need one). */
export function isIndexed(rules: RuleNode, path: Path, index: string): boolean {
  if (index === '.key' || index === '.priority') return true;
  const levels = levelsTo(rules, path);
  if (levels.length !== path.length + 1) return false;
  return (levels[levels.length - 1] as Level).rules.indexOn.includes(index);
}
