import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropLintCacheIfPackagesChanged, LINT_CACHE_DIR } from './lint-cache.js';

describe("ESLint's cache against changed packages", () => {
  let root: string;
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const cacheFile = () => join(root, LINT_CACHE_DIR, '.cache_1234');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-lint-cache-'));
    file('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps the cache while the installed packages stay the same', () => {
    expect(dropLintCacheIfPackagesChanged(root)).toBe(false);
    file(`${LINT_CACHE_DIR}/.cache_1234`, 'results');
    expect(dropLintCacheIfPackagesChanged(root)).toBe(false);
    expect(existsSync(cacheFile())).toBe(true);
  });

  it('drops it when package-lock.json changed, once', () => {
    dropLintCacheIfPackagesChanged(root);
    file(`${LINT_CACHE_DIR}/.cache_1234`, 'results');
    file('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(dropLintCacheIfPackagesChanged(root)).toBe(true);
    expect(existsSync(cacheFile())).toBe(false);
    expect(dropLintCacheIfPackagesChanged(root)).toBe(false);
  });
});
