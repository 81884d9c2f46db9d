import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropLintCacheIfTypesChanged, LINT_CACHE_DIR } from './lint-cache.js';

describe("ESLint's cache against changed types", () => {
  let root: string;
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const cacheFile = () => join(root, LINT_CACHE_DIR, '.cache_1234');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-lint-cache-'));
    file('package-lock.json', '{"lockfileVersion":3}');
    file('node_modules/.cache/tsc/functions/src/a.d.ts', 'export declare function a(): void;\n');
    file('node_modules/.cache/tsc/functions/tsconfig.tsbuildinfo', 'build info 1');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('keeps the cache while the declarations and the installed packages stay the same', () => {
    expect(dropLintCacheIfTypesChanged(root)).toBe(false);
    file(`${LINT_CACHE_DIR}/.cache_1234`, 'results');
    file('node_modules/.cache/tsc/functions/tsconfig.tsbuildinfo', 'build info 2');
    expect(dropLintCacheIfTypesChanged(root)).toBe(false);
    expect(existsSync(cacheFile())).toBe(true);
  });

  it('drops it when an exported type changed', () => {
    dropLintCacheIfTypesChanged(root);
    file(`${LINT_CACHE_DIR}/.cache_1234`, 'results');
    file('node_modules/.cache/tsc/functions/src/a.d.ts', 'export declare function a(): Promise<void>;\n');
    expect(dropLintCacheIfTypesChanged(root)).toBe(true);
    expect(existsSync(cacheFile())).toBe(false);
  });

  it('drops it when a declaration file comes or goes, or the packages change', () => {
    dropLintCacheIfTypesChanged(root);
    file('node_modules/.cache/tsc/web/src/b.d.ts', 'export {};\n');
    expect(dropLintCacheIfTypesChanged(root)).toBe(true);
    rmSync(join(root, 'node_modules/.cache/tsc/web/src/b.d.ts'));
    expect(dropLintCacheIfTypesChanged(root)).toBe(true);
    file('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(dropLintCacheIfTypesChanged(root)).toBe(true);
    expect(dropLintCacheIfTypesChanged(root)).toBe(false);
  });
});
