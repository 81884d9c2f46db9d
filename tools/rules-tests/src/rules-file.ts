import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository's real rules files: the suites always test these, never a copy. */
export const DATABASE_RULES_PATH = fileURLToPath(new URL('../../../database.rules.json', import.meta.url));
export const STORAGE_RULES_PATH = fileURLToPath(new URL('../../../storage.rules', import.meta.url));

export interface DatabaseRules {
  rules: Record<string, unknown>;
}

export class RulesSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (line ${line}, column ${column})`);
    this.name = 'RulesSyntaxError';
  }
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * The dialect the Realtime Database service accepts for rules: strict JSON plus `//` line comments and
 * `/* *\/` block comments outside strings. Comments are blanked (not removed) so JSON.parse positions still point
 * at the right line of the original file.
 */
export function blankComments(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) {
        const { line, column } = positionOf(text, index);
        throw new RulesSyntaxError('unterminated string', line, column);
      }
      out += text.slice(index, end + 1);
      index = end + 1;
    } else if (text.startsWith('//', index)) {
      const end = text.indexOf('\n', index);
      const stop = end === -1 ? text.length : end;
      out += ' '.repeat(stop - index);
      index = stop;
    } else if (text.startsWith('/*', index)) {
      const end = text.indexOf('*/', index + 2);
      if (end === -1) {
        const { line, column } = positionOf(text, index);
        throw new RulesSyntaxError('unterminated block comment', line, column);
      }
      out += text.slice(index, end + 2).replace(/[^\n]/g, ' ');
      index = end + 2;
    } else {
      out += char;
      index++;
    }
  }
  return out;
}

/**
 * JSON.parse keeps the last of two equal keys without a word, which in a rules file would silently drop a rule that a
 * reader still sees. Returns the duplicated keys as slash paths (scans text that JSON.parse has already accepted).
 */
export function findDuplicateKeys(json: string): string[] {
  const duplicates: string[] = [];
  const stack: { keys: Set<string> | null; path: string }[] = [];
  let pendingKey = '';
  let index = 0;
  while (index < json.length) {
    const char = json[index]!;
    if (char === '{' || char === '[') {
      const parent = stack.at(-1);
      const path = parent ? `${parent.path}/${parent.keys ? pendingKey : '[]'}` : '';
      stack.push({ keys: char === '{' ? new Set() : null, path });
      index++;
    } else if (char === '}' || char === ']') {
      stack.pop();
      index++;
    } else if (char === '"') {
      let end = index + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const value = JSON.parse(json.slice(index, end + 1)) as string;
      index = end + 1;
      while (/\s/.test(json[index] ?? '')) index++;
      const top = stack.at(-1);
      if (json[index] === ':' && top?.keys) {
        if (top.keys.has(value)) duplicates.push(`${top.path}/${value}`);
        top.keys.add(value);
        pendingKey = value;
      }
    } else {
      index++;
    }
  }
  return duplicates;
}

export function parseDatabaseRules(text: string): DatabaseRules {
  const json = blankComments(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
    const { line, column } = positionOf(json, offset);
    throw new RulesSyntaxError(message, line, column);
  }
  const duplicates = findDuplicateKeys(json);
  if (duplicates.length > 0) throw new RulesSyntaxError(`duplicate keys: ${duplicates.join(', ')}`, 1, 1);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new RulesSyntaxError('the rules file must hold one object', 1, 1);
  }
  const keys = Object.keys(parsed);
  const rules = (parsed as Record<string, unknown>).rules;
  if (keys.length !== 1 || typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    throw new RulesSyntaxError('the rules file must hold exactly one key, "rules", with an object', 1, 1);
  }
  return { rules: rules as Record<string, unknown> };
}

export function loadDatabaseRules(path: string = DATABASE_RULES_PATH): DatabaseRules {
  return parseDatabaseRules(readFileSync(path, 'utf8'));
}
