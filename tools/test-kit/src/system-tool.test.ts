import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemTool } from './system-tool.js';

/** A directory holding executable stand-ins named as given. */
function binDir(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'system-tool-'));
  for (const name of names) {
    const file = join(dir, name);
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
  }
  return dir;
}

describe('systemTool', () => {
  beforeEach(() => {
    vi.stubEnv('APKFORGE_REQUIRE_ALL', '');
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('prefers the headless shell for chromium when both are installed, whichever directory comes first', () => {
    const full = binDir('chromium');
    const shell = binDir('chromium-headless-shell');
    vi.stubEnv('PATH', [full, shell].join(delimiter));
    expect(systemTool('chromium')).toEqual({
      name: 'chromium',
      path: join(shell, 'chromium-headless-shell'),
      skip: false,
    });
  });

  it('runs the browser suites on full Chromium when the shell is not installed', () => {
    const full = binDir('chromium');
    vi.stubEnv('PATH', full);
    expect(systemTool('chromium').path).toBe(join(full, 'chromium'));
  });

  it('looks up only the executable named when the caller names one', () => {
    const both = binDir('chromium', 'chromium-headless-shell');
    vi.stubEnv('PATH', both);
    expect(systemTool('chromium', 'chromium').path).toBe(join(both, 'chromium'));
  });

  it('skips a tool that is not installed, or fails with APKFORGE_REQUIRE_ALL=1, naming what to install', () => {
    const empty = mkdtempSync(join(tmpdir(), 'system-tool-'));
    mkdirSync(join(empty, 'chromium'));
    vi.stubEnv('PATH', empty);
    expect(systemTool('chromium')).toEqual({ name: 'chromium', path: null, skip: true });
    vi.stubEnv('APKFORGE_REQUIRE_ALL', '1');
    expect(() => systemTool('chromium')).toThrow(
      'APKFORGE_REQUIRE_ALL=1 and chromium not found on PATH (apt-get install chromium-headless-shell, or chromium)',
    );
  });
});
