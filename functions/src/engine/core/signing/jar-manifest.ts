import { FormatError } from '../bytes/byte-reader.js';
import { utf8 } from '../bytes/byte-writer.js';

class JarManifestFormatError extends FormatError {}

/** JAR spec: no line longer than 72 bytes with its CRLF; continuation lines start with one space. */
const MAX_LINE_BYTES = 70;

function wrapLine(line: string): string {
  const bytes = utf8.encode(line);
  if (bytes.length <= MAX_LINE_BYTES) return `${line}\r\n`;
  const pieces: Uint8Array[] = [bytes.subarray(0, MAX_LINE_BYTES)];
  for (let at = MAX_LINE_BYTES; at < bytes.length; at += MAX_LINE_BYTES - 1) {
    pieces.push(bytes.subarray(at, at + MAX_LINE_BYTES - 1));
  }
  // Names are ASCII in our APKs, so a cut never falls inside a multi-byte character.
  const decoder = new TextDecoder();
  return pieces.map((piece, i) => `${i ? ' ' : ''}${decoder.decode(piece)}\r\n`).join('');
}

export type Attributes = [name: string, value: string][];

/** One section: its attribute lines followed by the blank line that ends it. */
export function writeSection(attributes: Attributes): string {
  return `${attributes.map(([name, value]) => wrapLine(`${name}: ${value}`)).join('')}\r\n`;
}

export interface ParsedSection {
  attributes: Map<string, string>;
  /** The section's exact bytes, blank line included (what CERT.SF digests). */
  raw: Uint8Array;
}

/** Splits a manifest or signature file into its main section and named sections. */
export function parseJarManifest(bytes: Uint8Array): { main: ParsedSection; entries: Map<string, ParsedSection> } {
  const text = new TextDecoder().decode(bytes);
  const sections: ParsedSection[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\r\n\r\n', start);
    end = end < 0 ? text.length : end + 4;
    const chunk = text.slice(start, end);
    const attributes = new Map<string, string>();
    const lines = chunk.split('\r\n').filter((l) => l.length > 0);
    const logical: string[] = [];
    for (const line of lines) {
      if (line.startsWith(' ')) {
        if (!logical.length) throw new JarManifestFormatError('continuation line without a header');
        logical[logical.length - 1] += line.slice(1);
      } else logical.push(line);
    }
    for (const line of logical) {
      const colon = line.indexOf(': ');
      if (colon <= 0) throw new JarManifestFormatError(`bad manifest line "${line.slice(0, 40)}"`);
      attributes.set(line.slice(0, colon), line.slice(colon + 2));
    }
    sections.push({ attributes, raw: utf8.encode(chunk) });
    start = end;
  }
  const [main, ...named] = sections;
  if (!main) throw new JarManifestFormatError('empty manifest');
  const entries = new Map<string, ParsedSection>();
  for (const section of named) {
    const name = section.attributes.get('Name');
    if (!name) throw new JarManifestFormatError('section without a Name');
    if (entries.has(name)) throw new JarManifestFormatError(`duplicate section ${name}`);
    entries.set(name, section);
  }
  return { main, entries };
}
