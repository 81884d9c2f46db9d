import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/** Where `npm run lint` keeps ESLint's cache (its --cache-location) and this stamp beside it. */
export const LINT_CACHE_DIR = join('node_modules', '.cache', 'eslint');
const STAMP = 'types.sha256';
/** Where `tsc -b` writes every project's declarations (each tsconfig's outDir). */
const DECLARATIONS_DIR = join('node_modules', '.cache', 'tsc');

function declarationFiles(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) declarationFiles(path, found);
    else if (/\.d\.m?ts$/.test(entry)) found.push(path);
  }
  return found;
}

/** A hash of every declaration `tsc -b` wrote and of the installed packages (package-lock.json). */
function typesFingerprint(rootDir = ROOT_DIR): string {
  const hash = createHash('sha256');
  for (const file of [...declarationFiles(join(rootDir, DECLARATIONS_DIR)), join(rootDir, 'package-lock.json')]) {
    hash.update(`${relative(rootDir, file)}\0`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * ESLint's cache keeps a file's result while the file and the configuration are unchanged, but the type-aware rules
 * (no-floating-promises, no-misused-promises) read the types of the files it imports too: a function elsewhere that
 * starts returning a promise makes an unchanged caller wrong. Exported types are what the declarations hold, so the
 * test runner drops the cache whenever they (or the installed packages) changed since the cache was written. Runs
 * after `tsc -b`; returns whether it dropped the cache.
 */
export function dropLintCacheIfTypesChanged(rootDir = ROOT_DIR): boolean {
  const dir = join(rootDir, LINT_CACHE_DIR);
  const stampFile = join(dir, STAMP);
  const fingerprint = typesFingerprint(rootDir);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
  if (previous === fingerprint) return false;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(stampFile, fingerprint);
  return previous !== undefined;
}
