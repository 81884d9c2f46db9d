import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';

// Comments and documents cite the repository's own docs (docs/README.md); these checks keep every citation
// pointing at something that exists, and keep citations of documents outside the repository from coming back.
const TEXT = /\.(ts|tsx|js|json|jsonc|java|css|md|rules|html|sh)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT_DIR,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && existsSync(join(ROOT_DIR, file)));
const text = new Map(files.map((file) => [file, readFileSync(join(ROOT_DIR, file), 'utf8')]));

function matches(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const [file, content] of text) {
    for (const match of content.matchAll(pattern)) found.push(`${file}: ${match[0]}`);
  }
  return found;
}

describe('citations of docs/', () => {
  it('name files that exist', () => {
    const cited = new Set(matches(/\bdocs\/[\w.-]+\.md\b/g).map((hit) => hit.slice(hit.indexOf(': ') + 2)));
    expect(cited.size).toBeGreaterThan(5);
    expect([...cited].filter((path) => !existsSync(join(ROOT_DIR, path)))).toEqual([]);
  });

  it('name sections that exist: docs/product.md §N is one of its numbered sections', () => {
    const product = text.get('docs/product.md') ?? '';
    const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const cited = matches(/docs\/product\.md (?:§\d+(?:, )?)+/g).flatMap((hit) =>
      [...hit.slice(hit.indexOf(': ') + 2).matchAll(/§(\d+)/g)].map((match) => match[1]),
    );
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((section) => !sections.has(section))).toEqual([]);
  });

  it('relative links in Markdown files resolve', () => {
    const broken: string[] = [];
    for (const [file, content] of text) {
      if (!file.endsWith('.md')) continue;
      for (const match of content.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/.test(target)) continue;
        if (!existsSync(normalize(join(ROOT_DIR, dirname(file), target)))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('nothing cites a document outside the repository', () => {
  // Built from parts so that this file does not match itself.
  const outside = [
    ['common', '.md'],
    ['briefs', '/'],
    ['spec', ' §'],
    ['Spec', ' §'],
  ].map(([a, b]) => `${a}${b}`);

  it.each(outside)('no "%s"', (needle) => {
    expect(matches(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'))).toEqual([]);
  });

  it('no "issue N" citation (issues live in the tracker, not the repository)', () => {
    expect(matches(new RegExp(['issue', ' \\d+\\b'].join(''), 'g'))).toEqual([]);
  });
});
