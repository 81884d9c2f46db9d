import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Citation,
  type Heading,
  findCitations,
  hasPart,
  inDocumentReferences,
  markdownHeadings,
  namesCodeHeading,
  namesHeading,
  numberedSection,
} from './doc-sections.js';
import { ROOT_DIR } from './stack-config.js';

// Comments and documents cite the repository's own docs (docs/README.md "Citing a section"); these checks keep every
// citation pointing at a section that exists, and keep citations of documents outside the repository from coming back.
const TEXT = /\.(ts|tsx|js|mjs|json|jsonc|java|css|md|rules|html|sh|example)$/;
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

const citations = [...text].flatMap(([file, content]) =>
  findCitations(file, content).map((citation) => ({ file, citation })),
);

const squash = (words: string) => words.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Why a citation does not resolve, in words that say what to change; null when it does. */
function problem(citation: Citation): string | null {
  const target = text.get(citation.document);
  if (target === undefined) return `${citation.document} does not exist`;
  const headings = markdownHeadings(target);
  const instead = () => `cite ${closest(citation.kind === 'numbered' ? '' : citation.name, headings)} instead`;
  switch (citation.kind) {
    case 'heading':
      if (headings.some((heading) => namesHeading(citation.name, heading))) return null;
      return `${citation.document} has no heading "${citation.name}": add one there, or ${instead()}`;
    case 'code':
      if (headings.some((heading) => namesCodeHeading(citation.name, heading))) return null;
      return `no heading of ${citation.document} holds \`${citation.name}\`: add one there, or ${instead()}`;
    case 'numbered': {
      const section = numberedSection(target, citation.number);
      if (!section) return `${citation.document} has no section "## ${citation.number}. ..."`;
      if (citation.words === null || squash(section).includes(squash(citation.words))) return null;
      return `${citation.document} §${citation.number} does not contain the words "${citation.words}"`;
    }
  }
}

describe('citations of docs/ and the READMEs', () => {
  it('name files that exist', () => {
    const cited = new Set(matches(/\bdocs\/[\w.-]+\.md\b/g).map((hit) => hit.slice(hit.indexOf(': ') + 2)));
    expect(cited.size).toBeGreaterThan(5);
    expect([...cited].filter((path) => !existsSync(join(ROOT_DIR, path)))).toEqual([]);
  });

  it('name sections that exist: a heading, a heading with that code, or a numbered section with those words', () => {
    expect(citations.filter(({ citation }) => citation.kind === 'heading').length).toBeGreaterThan(100);
    expect(citations.filter(({ citation }) => citation.kind === 'code').length).toBeGreaterThan(20);
    expect(citations.filter(({ citation }) => citation.kind === 'numbered').length).toBeGreaterThan(100);
    const broken = citations.flatMap(({ file, citation }) => {
      const why = problem(citation);
      return why ? [`${file}:${citation.line}: ${citation.quoted}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('a document\'s references to its own parts ("Retention" above) name a heading or a bold label of it', () => {
    const markdown = [...text].filter(([file]) => file.endsWith('.md'));
    expect(markdown.flatMap(([, content]) => inDocumentReferences(content)).length).toBeGreaterThan(10);
    const broken = markdown.flatMap(([file, content]) =>
      file.endsWith('.md')
        ? inDocumentReferences(content)
            .filter(({ name }) => !hasPart(content, name))
            .map(({ name, line }) => `${file}:${line}: "${name}" names no heading or bold label of ${file}`)
        : [],
    );
    expect(broken).toEqual([]);
  });

  it('relative links in Markdown files resolve, to a heading when they name one', () => {
    const broken: string[] = [];
    for (const [file, content] of text) {
      if (!file.endsWith('.md')) continue;
      for (const match of content.matchAll(/\]\(([^)#\s]*)(#[^)\s]*)?\)/g)) {
        const [, target = '', anchor] = match;
        if (/^[a-z]+:/.test(target)) continue;
        const path = target ? normalize(join(dirname(file), target)) : file;
        if (!existsSync(join(ROOT_DIR, path))) broken.push(`${file}: ${target} does not exist`);
        else if (anchor && !anchorsOf(relative('.', path)).has(anchor.slice(1)))
          broken.push(`${file}: ${target}${anchor} names no heading of ${path}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

/** The headings most like a name (sharing its longest words), or the document's sections: what to cite instead. */
function closest(name: string, headings: Heading[]): string {
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const wanted = words(name);
  const alike = headings.filter((heading) => [...words(heading.text)].some((word) => wanted.has(word)));
  const options = (alike.length > 0 ? alike : headings.filter((heading) => heading.level === 2)).slice(0, 6);
  return options.map((heading) => `"${heading.text.replace(/`/g, '')}"`).join(' or ') || 'a section';
}

/** GitHub's anchors of a document's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(path: string): Set<string> {
  const slugs = markdownHeadings(text.get(path) ?? '').map((heading) =>
    heading.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-'),
  );
  return new Set(slugs);
}

describe('files the documents name', () => {
  // A path from the repository's root to a source or document file, in the text of a Markdown file.
  const PATH = /\b(?:functions|web|tools|android|e2e|lint|docs)\/[\w./-]*\w\.(?:tsx?|m?js|jsonc?|md|java|css|sh)\b/g;

  it('exist (a .js specifier by its .ts source; ignored build outputs excepted)', () => {
    const named = [...text].flatMap(([file, content]) =>
      file.endsWith('.md') ? [...content.matchAll(PATH)].map((match) => ({ file, path: match[0] })) : [],
    );
    expect(named.length).toBeGreaterThan(100);
    const exists = (path: string) =>
      text.has(path) || existsSync(join(ROOT_DIR, path)) || existsSync(join(ROOT_DIR, path.replace(/\.js$/, '.ts')));
    const missing = named.filter(({ path }) => !exists(path) && !ignored(path));
    expect(missing.map(({ file, path }) => `${file} names ${path}, which does not exist`)).toEqual([]);
  });
});

/** Whether git ignores a path (build outputs, local secrets): a document may name those. */
function ignored(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: ROOT_DIR });
    return true;
  } catch {
    return false;
  }
}

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
