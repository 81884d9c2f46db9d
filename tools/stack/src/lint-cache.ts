import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

/** Where `npm run lint:eslint` keeps ESLint's cache (its --cache-location) and this stamp beside it. */
export const LINT_CACHE_DIR = join('node_modules', '.cache', 'eslint');
const STAMP = 'packages.sha256';

const packagesFingerprint = (rootDir: string): string => {
  const lock = join(rootDir, 'package-lock.json');
  return createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
};

/**
 * ESLint's cache keeps a file's result while the file and the configuration are unchanged, but not when a plugin's
 * rules change under the same configuration: an upgraded typescript-eslint can find what the cached pass missed. The
 * test runner drops the cache whenever the installed packages (package-lock.json) changed since it was written; a
 * fresh `npm ci` starts without one anyway. Returns whether it dropped the cache.
 */
export function dropLintCacheIfPackagesChanged(rootDir = ROOT_DIR): boolean {
  const dir = join(rootDir, LINT_CACHE_DIR);
  const stampFile = join(dir, STAMP);
  const fingerprint = packagesFingerprint(rootDir);
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
  if (previous === fingerprint) return false;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(stampFile, fingerprint);
  return previous !== undefined;
}
