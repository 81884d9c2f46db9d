import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheFor, isStale, newestChange } from '../../launch.mjs';

const dir = mkdtempSync(join(tmpdir(), 'apk-cli-launch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Sets a path's modification time to `seconds` after an arbitrary fixed epoch. */
const at = (path: string, seconds: number) => utimesSync(path, 1_700_000_000 + seconds, 1_700_000_000 + seconds);

describe('the launcher rebuilds the compiled CLI only when a source changed', () => {
  const src = join(dir, 'src');
  const output = join(dir, 'out.mjs');
  mkdirSync(join(src, '__tests__'), { recursive: true });
  const file = join(src, 'a.ts');

  it('builds when the output is missing, not when it is newer than every source', () => {
    writeFileSync(file, '1');
    at(file, 10);
    at(src, 10);
    at(join(src, '__tests__'), 10);
    expect(isStale(output, [src])).toBe(true);
    writeFileSync(output, 'built');
    at(output, 20);
    expect(isStale(output, [src])).toBe(false);
  });

  it('rebuilds after a source is edited or a file is added, never for a test', () => {
    writeFileSync(join(src, '__tests__', 'a.test.ts'), 'test');
    at(join(src, '__tests__', 'a.test.ts'), 30);
    writeFileSync(join(src, 'b.test.ts'), 'test');
    at(join(src, 'b.test.ts'), 30);
    at(src, 10);
    expect(isStale(output, [src])).toBe(false);
    at(file, 25);
    expect(isStale(output, [src])).toBe(true);
    at(file, 10);
    at(src, 26); // a folder's time moves when an entry is added or removed
    expect(isStale(output, [src])).toBe(true);
  });

  it('counts a missing source as changed now, so a broken checkout never runs an old build', () => {
    expect(newestChange([join(dir, 'missing')])).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('the launcher keeps a code cache per command, saved only by a run that built something', () => {
  it('one cache for apk and one for aab, none for help or an unknown command', () => {
    expect(codeCacheFor(['apk', 'https://example.com'])?.file).toMatch(/apk-cli\.cjs\.apk\.v8cache$/);
    expect(codeCacheFor(['aab', 'https://example.com', '--icon', 'i.png'])?.file).toMatch(/\.aab\.v8cache$/);
    expect(codeCacheFor(['apk', '--help'])).toBeNull();
    expect(codeCacheFor(['aab', '-h'])).toBeNull();
    expect(codeCacheFor(['apks', 'https://example.com'])).toBeNull();
    expect(codeCacheFor([])).toBeNull();
  });

  it('a failed build saves nothing', () => {
    const cache = codeCacheFor(['apk', 'https://example.com'])!;
    const exitCode = process.exitCode;
    try {
      process.exitCode = 1;
      expect(cache.saveWhen()).toBe(false);
      process.exitCode = 0;
      expect(cache.saveWhen()).toBe(true);
    } finally {
      process.exitCode = exitCode;
    }
  });
});
