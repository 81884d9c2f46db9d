import { isValidKey } from '../tree/path.js';
import { identifiersOf } from './ast.js';
import type { Expr } from './ast.js';
import { parseExpression } from './parser.js';
import { RulesSyntaxError } from './rules-error.js';

/** One level of the rules tree, compiled. */
export interface RuleNode {
  readonly read: Expr | null;
  readonly write: Expr | null;
  readonly validate: Expr | null;
  readonly indexOn: readonly string[];
  readonly children: ReadonlyMap<string, RuleNode>;
  /** The `$name` child that matches any key not named explicitly. */
  readonly wildcard: { readonly name: string; readonly node: RuleNode } | null;
}

export interface CompiledRules {
  readonly root: RuleNode;
  /** The text clients get back from GET /.settings/rules.json (comments kept). */
  readonly source: string;
}

type RuleKind = 'read' | 'write' | 'validate';

const BASE_VARIABLES: Record<RuleKind, readonly string[]> = {
  read: ['auth', 'now', 'root', 'data', 'query'],
  write: ['auth', 'now', 'root', 'data', 'newData'],
  validate: ['auth', 'now', 'root', 'data', 'newData'],
};

/** Compiles `{ "rules": {...} }`, refusing what the real service refuses to deploy. */
export function compileRules(definition: unknown, source = JSON.stringify(definition, null, 2)): CompiledRules {
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition)) {
    throw new RulesSyntaxError('Rules must be a JSON object with a "rules" key');
  }
  const keys = Object.keys(definition);
  if (keys.length !== 1 || keys[0] !== 'rules') {
    throw new RulesSyntaxError('Rules must have exactly one top-level key, "rules"');
  }
  return { root: compileNode((definition as { rules: unknown }).rules, ['rules'], []), source };
}

function compileNode(value: unknown, location: string[], scope: string[]): RuleNode {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new RulesSyntaxError(`${location.join('/')}: expected an object of rules`);
  }
  const object = value as Record<string, unknown>;
  const children = new Map<string, RuleNode>();
  let wildcard: RuleNode['wildcard'] = null;
  for (const [key, child] of Object.entries(object)) {
    if (key.startsWith('.')) {
      if (!['.read', '.write', '.validate', '.indexOn'].includes(key)) {
        throw new RulesSyntaxError(`${location.join('/')}: invalid rule type ${key}`);
      }
      continue;
    }
    const childLocation = [...location, key];
    if (key.startsWith('$')) {
      if (wildcard) throw new RulesSyntaxError(`${location.join('/')}: only one $wildcard is allowed per level`);
      if (scope.includes(key)) throw new RulesSyntaxError(`${childLocation.join('/')}: ${key} is already used above`);
      if (!/^\$[A-Za-z_][A-Za-z0-9_]*$/.test(key))
        throw new RulesSyntaxError(`${childLocation.join('/')}: invalid variable name`);
      wildcard = { name: key, node: compileNode(child, childLocation, [...scope, key]) };
      continue;
    }
    if (!isValidKey(key)) throw new RulesSyntaxError(`${childLocation.join('/')}: invalid key`);
    children.set(key, compileNode(child, childLocation, scope));
  }
  return {
    read: compileRule(object['.read'], 'read', location, scope),
    write: compileRule(object['.write'], 'write', location, scope),
    validate: compileRule(object['.validate'], 'validate', location, scope),
    indexOn: compileIndexOn(object['.indexOn'], location),
    children,
    wildcard,
  };
}

function compileRule(value: unknown, kind: RuleKind, location: string[], scope: string[]): Expr | null {
  if (value === undefined) return null;
  const where = `${location.join('/')}/.${kind}`;
  if (typeof value === 'boolean') return { type: 'literal', value };
  if (typeof value !== 'string') throw new RulesSyntaxError(`${where}: expected a boolean or an expression string`);
  let expr: Expr;
  try {
    expr = parseExpression(value);
  } catch (error) {
    throw new RulesSyntaxError(`${where}: ${(error as Error).message}`);
  }
  const allowed = new Set([...BASE_VARIABLES[kind], ...scope]);
  for (const name of identifiersOf(expr)) {
    if (!allowed.has(name)) throw new RulesSyntaxError(`${where}: Unknown variable '${name}'`);
  }
  if (expr.type === 'literal' && typeof expr.value !== 'boolean') {
    throw new RulesSyntaxError(`${where}: Expression must evaluate to a boolean`);
  }
  return expr;
}

function compileIndexOn(value: unknown, location: string[]): readonly string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new RulesSyntaxError(`${location.join('/')}/.indexOn: expected a string or an array of strings`);
  }
  return list as string[];
}

/** Rules that grant everything: what the official emulator uses when no rules file is given. */
export const OPEN_RULES_SOURCE = '{\n  "rules": {\n    ".read": true,\n    ".write": true\n  }\n}\n';
