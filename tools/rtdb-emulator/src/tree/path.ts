/**
 * Database paths as arrays of keys. The wire protocol and REST both spell paths as
 * slash-separated strings; everything inside the emulator works on the split form.
 */
export type Path = readonly string[];

/** Longest key the real service accepts, in UTF-8 bytes. */
const MAX_KEY_BYTES = 768;
/** Deepest path the real service accepts. */
export const MAX_PATH_DEPTH = 32;

// The characters the real service forbids in keys: . $ # [ ] / and ASCII control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern must find
const INVALID_KEY = /[.#$[\]/\u0000-\u001f\u007f]/;

export class InvalidPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPathError';
  }
}

export function isValidKey(key: string): boolean {
  return key.length > 0 && !INVALID_KEY.test(key) && Buffer.byteLength(key, 'utf8') <= MAX_KEY_BYTES;
}

/** Splits a path string, ignoring empty segments as the SDK does ("/a//b/" is a/b). */
export function parsePath(text: string): Path {
  return text.split('/').filter((segment) => segment.length > 0);
}

/** Parses a path that came from a client and checks every key (`<path>/.priority` is refused too). */
export function parseClientPath(text: string): Path {
  const path = parsePath(text);
  if (path.length > MAX_PATH_DEPTH) throw new InvalidPathError(`Path is deeper than ${MAX_PATH_DEPTH} keys`);
  for (const key of path) {
    if (!isValidKey(key)) throw new InvalidPathError(`Invalid key in path: ${JSON.stringify(key)}`);
  }
  return path;
}

export function pathToString(path: Path): string {
  return '/' + path.join('/');
}

/** The form the real server uses in `p` fields of data pushes: no leading slash. */
export function pathToWire(path: Path): string {
  return path.join('/');
}

export function childPath(path: Path, ...keys: string[]): Path {
  return [...path, ...keys];
}

/** True when `ancestor` is `path` itself or one of its ancestors. */
export function isAncestorOrSelf(ancestor: Path, path: Path): boolean {
  if (ancestor.length > path.length) return false;
  for (let i = 0; i < ancestor.length; i++) if (ancestor[i] !== path[i]) return false;
  return true;
}

export function pathsOverlap(a: Path, b: Path): boolean {
  return isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a);
}

/** `path` relative to `ancestor`; the caller guarantees the ancestry. */
export function relativePath(ancestor: Path, path: Path): Path {
  return path.slice(ancestor.length);
}
