// How the repository cites its own documents, and what a citation must name to resolve (docs/README.md "Citing a
// section"). The docs tests read every tracked text file with these: a citation of a heading that does not exist,
// in code, a comment or a document, fails them.

import { posix } from 'node:path';

export interface Heading {
  /** 1 for `#`, 2 for `##`... */
  level: number;
  /** The heading's text as written, backticks included. */
  text: string;
  /** 1-based line of the heading. */
  line: number;
}

/** The Markdown headings of a document, outside fenced code blocks. */
export function markdownHeadings(markdown: string): Heading[] {
  const headings: Heading[] = [];
  let fenced = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6}) +(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.push({ level: match[1]!.length, text: match[2]!, line: index + 1 });
  });
  return headings;
}

const plain = (text: string) => text.replace(/`/g, '');

/**
 * Whether a quoted citation names this heading: the heading's text without backticks and without a leading section
 * number ("2. "), either whole or up to where the heading goes on with its details: " (", "(", "?", " ->" or ":".
 * So the name Lifecycle names the heading `Lifecycle (buildExpiry, downloadUses)` and importSite names
 * `importSite({ url }) -> ImportSiteResult`, but Package does not name "Package ids".
 */
export function namesHeading(name: string, heading: Heading): boolean {
  const text = plain(heading.text).replace(/^\d+\. /, '');
  const wanted = plain(name);
  if (text === wanted) return true;
  if (!text.startsWith(wanted)) return false;
  return /^( ?\(|\?| ->|:)/.test(text.slice(wanted.length));
}

/**
 * Whether a code citation (a name in backticks) names this heading: one of the heading's code spans is the name, or
 * starts with it followed by "/", "(", "{" or "?": buildLedger names `buildLedger/{ledgerId}`.
 */
export function namesCodeHeading(name: string, heading: Heading): boolean {
  return [...heading.text.matchAll(/`([^`]+)`/g)].some(([, code]) => {
    if (code === name) return true;
    return code!.startsWith(name) && /^[/({?]/.test(code!.slice(name.length));
  });
}

/** The text of `## N. ...` up to the next heading of level 2 or higher, or '' when there is no such section. */
export function numberedSection(markdown: string, number: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${number}. `));
  if (start < 0) return '';
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

export type Citation =
  | { kind: 'heading'; document: string; name: string; line: number; quoted: string }
  | { kind: 'code'; document: string; name: string; line: number; quoted: string }
  | { kind: 'numbered'; document: string; number: string; words: string | null; line: number; quoted: string };

// A document: docs/<file>.md, the root README (README or README.md), or a package's <folder>/README.md.
const DOCUMENT = String.raw`(docs/[\w.-]+\.md|(?:[\w.-]+/)*README(?:\.md)?)`;
const NAME = String.raw`(?:"[^"\n]+"|\x60[^\x60\n]+\x60)`;
const NAMED = new RegExp(String.raw`${DOCUMENT},? (${NAME}(?:, ${NAME})*)`, 'g');
// docs/product.md with §5, §4, §8 or §5 and quoted words: numbered sections, with words each contains.
const NUMBERED = String.raw`§(\d+)(?: "([^"\n]+)")?`;
const PRODUCT = new RegExp(String.raw`docs/product\.md ((?:${NUMBERED}(?:, )?)+)`, 'g');
// A Markdown link to a document and its sections; group 2 is the whole list (NUMBERED's own groups come after it).
const LINKED = new RegExp(String.raw`\]\(([\w./-]+\.md)\),? (${NAME}(?:, ${NAME})*|(?:${NUMBERED}(?:, )?)+)`, 'g');

/** README alone is the root README.md; <folder>/README gains its .md. */
const documentPath = (cited: string) => (cited === 'README' ? 'README.md' : cited.replace(/README$/, 'README.md'));

/**
 * Every citation of a section in one file: a document path (docs/<file>.md, README, <folder>/README.md), an optional
 * comma, then one or more quoted headings or code spans separated by commas; docs/product.md with §N and optional
 * quoted words of that section. In docs/product.md itself a bare §N with quoted words cites its own section N.
 */
export function findCitations(file: string, original: string): Citation[] {
  const found: Citation[] = [];
  const { content, lineOf } = joinedLines(original);
  for (const match of content.matchAll(NAMED)) {
    const document = documentPath(match[1]!);
    for (const [name] of match[2]!.matchAll(new RegExp(NAME, 'g'))) {
      const kind = name.startsWith('"') ? 'heading' : 'code';
      found.push({ kind, document, name: name.slice(1, -1), line: lineOf(match.index), quoted: match[0] });
    }
  }
  const numbered = (document: string, text: string, index: number, quoted: string) => {
    for (const part of text.matchAll(new RegExp(NUMBERED, 'g'))) {
      const words = part[2] ?? null;
      found.push({ kind: 'numbered', document, number: part[1]!, words, line: lineOf(index), quoted });
    }
  };
  for (const match of content.matchAll(PRODUCT)) numbered('docs/product.md', match[1]!, match.index, match[0]);
  // In a document, a link to another, then the section (a link, a quoted heading or product.md's section number).
  for (const match of file.endsWith('.md') ? content.matchAll(LINKED) : []) {
    const document = posix.normalize(posix.join(posix.dirname(file), match[1]!));
    const names = match[2]!;
    if (names.startsWith('§')) {
      numbered(document, names, match.index, match[0]);
      continue;
    }
    for (const [name] of names.matchAll(new RegExp(NAME, 'g'))) {
      const kind = name.startsWith('"') ? 'heading' : 'code';
      found.push({ kind, document, name: name.slice(1, -1), line: lineOf(match.index), quoted: match[0] });
    }
  }
  if (file === 'docs/product.md') {
    for (const match of content.matchAll(/§\d+ "[^"\n]+"/g)) numbered(file, match[0], match.index, match[0]);
  }
  return found;
}

/**
 * The file as one line, so a citation a comment wraps is still one citation: each line break, with the indentation
 * and comment marker (//, *, #) of the next line, becomes one space. `lineOf` maps a position back to its line.
 */
function joinedLines(original: string): { content: string; lineOf: (index: number) => number } {
  const starts: { joined: number; line: number }[] = [{ joined: 0, line: 1 }];
  let removed = 0;
  const content = original.replace(/\n[ \t]*(?:\/\/|\*(?!\/)|#)?[ \t]*/g, (lineBreak: string, offset: number) => {
    // The next line starts right after the one space that stands for this break.
    starts.push({ joined: offset - removed + 1, line: starts.length + 1 });
    removed += lineBreak.length - 1;
    return ' ';
  });
  const lineOf = (index: number) => starts.findLast((start) => start.joined <= index)!.line;
  return { content, lineOf };
}

/**
 * A document's references to its own parts, `("Retention" above)`, `(see "Sign-in errors" below)`: the name and its
 * line. Words quoted before "above the ..." are the product's texts, not references, so only a name right before
 * "above" or "below" and a closing mark counts.
 */
export function inDocumentReferences(markdown: string): { name: string; line: number }[] {
  const { content, lineOf } = joinedLines(markdown);
  return [...content.matchAll(/"([^"\n]+)" (?:above|below)(?=[).;,])/g)].map((match) => ({
    name: match[1]!,
    line: lineOf(match.index),
  }));
}

/** Whether a document has a part of that name: a heading, a bold label (**Retention.**) or a line "Name: ...". */
export function hasPart(markdown: string, name: string): boolean {
  if (markdownHeadings(markdown).some((heading) => namesHeading(name, heading))) return true;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`\*\*${escaped}\.?\*\*|^${escaped}:`, 'm').test(markdown);
}
