import type { ResConfig } from '../core/arsc/res-config.js';

/** A file under res/ that a resource entry points to in one configuration. */
export interface ResourceFile {
  type: 'drawable' | 'mipmap' | 'xml';
  name: string;
  config: ResConfig;
  path: string;
  /** Absent when another entry already carries the same file (two entries, one path). */
  data?: Uint8Array;
  /** PNGs are stored (already compressed, and the platform may mmap them); XML is deflated. */
  stored: boolean;
}

/**
 * The files at short paths (res/a.xml, res/b.png, ...: a letter or two per file, in order, the extension kept), as
 * aapt2's --shorten-resource-paths names release builds' files. The platform finds a file only through the resource
 * table, so its folder and name mean nothing at run time, while each character of a path is paid three times, twice
 * in the zip's headers and once in resources.arsc, which is stored (docs/shell-contract.md "Size budgets").
 */
export function withShortPaths(files: readonly ResourceFile[]): ResourceFile[] {
  const short = new Map<string, string>();
  for (const file of files) {
    if (short.has(file.path)) continue;
    const extension = file.path.slice(file.path.indexOf('.', file.path.lastIndexOf('/')));
    short.set(file.path, `res/${shortName(short.size)}${extension}`);
  }
  return files.map((file) => ({ ...file, path: short.get(file.path)! }));
}

/** a..z, then aa, ab, ...: letters only, so no name is mistaken for a number or a hidden file. */
function shortName(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26));
  return index < 26 ? letter : shortName(Math.floor(index / 26) - 1) + letter;
}
