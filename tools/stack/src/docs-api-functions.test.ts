import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownHeadings } from './doc-sections.js';
import { ROOT_DIR } from './stack-config.js';

// docs/api.md "Functions" lists every deployed function: the exports of functions/src/index.ts, read from its text
// (`export const name =`) so the test needs neither a build nor Firebase.
const index = readFileSync(join(ROOT_DIR, 'functions/src/index.ts'), 'utf8');
const api = readFileSync(join(ROOT_DIR, 'docs/api.md'), 'utf8');

const exported = [...index.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]!);

/** The names in the first column of the table under "## Functions": `a` or `a`, `b` per row. */
function documented(): string[] {
  const start = markdownHeadings(api).find((heading) => heading.level === 2 && heading.text === 'Functions');
  if (!start) return [];
  const lines = api.split('\n').slice(start.line);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return lines
    .slice(0, end < 0 ? undefined : end)
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!));
}

describe('docs/api.md "Functions" and functions/src/index.ts', () => {
  it('index.ts exports the deployed functions as `export const`', () => {
    expect(exported.length).toBeGreaterThan(20);
    expect(index).not.toMatch(/^export (function|default|\{|\*)/m);
  });

  it('every deployed function has a row in the table', () => {
    const rows = new Set(documented());
    const missing = exported.filter((name) => !rows.has(name));
    expect(
      missing.map(
        (name) =>
          `functions/src/index.ts exports ${name}: add a row "| \`${name}\` | <kind> | <what it serves> |" to the ` +
          'table under "## Functions" in docs/api.md (and document its input, answer and errors there)',
      ),
    ).toEqual([]);
  });

  it('every row names a function that is deployed', () => {
    const deployed = new Set(exported);
    const stale = documented().filter((name) => !deployed.has(name));
    expect(
      stale.map((name) => `docs/api.md "Functions" lists ${name}, which functions/src/index.ts does not export`),
    ).toEqual([]);
  });
});
