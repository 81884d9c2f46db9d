import { RulesSyntaxError } from './rules-error.js';
import { compileRules } from './ruleset.js';
import type { CompiledRules } from './ruleset.js';

/** Removes // and /* *\/ comments outside string literals; the real service allows both in rules files. */
export function stripJsonComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') {
      const start = i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      out += text.slice(start, ++i);
      continue;
    }
    if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) throw new RulesSyntaxError('Unterminated /* comment in rules');
      // Keep line breaks so JSON error positions still point at the right line.
      out += text.slice(i, end + 2).replace(/[^\n]/g, ' ');
      i = end + 2;
      continue;
    }
    out += char;
    i++;
  }
  return out;
}

/** Parses and compiles the text of a rules file or of a PUT /.settings/rules.json body. */
export function parseRulesSource(text: string): CompiledRules {
  let definition: unknown;
  try {
    definition = JSON.parse(stripJsonComments(text));
  } catch (error) {
    if (error instanceof RulesSyntaxError) throw error;
    throw new RulesSyntaxError(`Rules are not valid JSON: ${(error as Error).message}`);
  }
  return compileRules(definition, text);
}
