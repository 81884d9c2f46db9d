import { existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, functionsLibFingerprint, type BuildTarget } from './build-if-stale.js';

const TARGET: BuildTarget = {
  name: 'app',
  inputs: ['app/src', 'app/package.json'],
  output: 'app/lib/index.js',
  command: ['build', 'app'],
};

describe('building what is stale', () => {
  let root: string;
  let builds: number;
  let failNext: boolean;
  const file = (path: string, text: string, mtimeSeconds = 1_700_000_000) => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    utimesSync(full, mtimeSeconds, mtimeSeconds);
  };
  const run = async (command: readonly string[], cwd: string) => {
    expect([command, cwd]).toEqual([TARGET.command, root]);
    if (failNext) throw new Error('build failed');
    builds += 1;
    file(TARGET.output, `built ${builds}`, 1_700_000_100 + builds);
  };
  const start = async (force = false) => {
    const lines: string[] = [];
    await buildIfStale({ force, log: (line) => lines.push(line), rootDir: root, targets: [TARGET], run });
    return lines;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-build-'));
    builds = 0;
    failNext = false;
    file('app/package.json', '{}');
    file('app/src/index.ts', 'export const a = 1;');
    file('app/src/node_modules/ignored.js', 'x');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds on the first start and not again while nothing changed', async () => {
    expect(await start()).toEqual(['app: building']);
    expect(await start()).toEqual(['app: up to date']);
    expect(builds).toBe(1);
    expect(existsSync(join(root, 'node_modules', '.cache', 'apkforge-stack', 'app.stamp'))).toBe(true);
  });

  it('rebuilds when a source is edited, even to the same size, or only touched', async () => {
    await start();
    file('app/src/index.ts', 'export const b = 2;', 1_700_000_500);
    expect(await start()).toEqual(['app: building']);
    file('app/src/index.ts', 'export const b = 2;', 1_700_000_900);
    expect(await start()).toEqual(['app: building']);
    expect(builds).toBe(3);
  });

  it('rebuilds when a source file is added or deleted', async () => {
    await start();
    file('app/src/new.ts', 'export {};');
    expect(await start()).toEqual(['app: building']);
    unlinkSync(join(root, 'app/src/new.ts'));
    expect(await start()).toEqual(['app: building']);
    expect(await start()).toEqual(['app: up to date']);
  });

  it('ignores changes inside node_modules', async () => {
    await start();
    file('app/src/node_modules/ignored.js', 'changed', 1_700_009_999);
    expect(await start()).toEqual(['app: up to date']);
  });

  it('rebuilds when the output is missing or was replaced by another build', async () => {
    await start();
    unlinkSync(join(root, TARGET.output));
    expect(await start()).toEqual(['app: building']);
    file(TARGET.output, 'a production build wrote here', 1_800_000_000);
    expect(await start()).toEqual(['app: building']);
  });

  it('builds when forced', async () => {
    await start();
    expect(await start(true)).toEqual(['app: building']);
  });

  it('tries again after a failed build', async () => {
    await start();
    file('app/src/index.ts', 'broken', 1_700_000_700);
    failNext = true;
    await expect(start()).rejects.toThrow('build failed');
    failNext = false;
    expect(await start()).toEqual(['app: building']);
  });

  it('says which targets it built, and builds only the ones asked for', async () => {
    let built = 0;
    const other: BuildTarget = { ...TARGET, name: 'other', output: 'other/lib/index.js' };
    const targets = [TARGET, other];
    const build = async (only?: string[]) =>
      buildIfStale({
        log: () => {},
        rootDir: root,
        targets,
        run: async () => {
          built += 1;
          file(TARGET.output, 'x', 1_700_000_100);
          file(other.output, 'x', 1_700_000_100);
        },
        ...(only ? { only } : {}),
      });
    expect(await build(['other'])).toEqual(['other']);
    expect(await build()).toEqual(['app']);
    expect(await build()).toEqual([]);
    expect(built).toBe(2);
  });
});

describe('what the Functions emulator loads', () => {
  it('changes with the JavaScript in functions/lib, not with tsc build info', () => {
    const root = mkdtempSync(join(tmpdir(), 'stack-lib-'));
    try {
      const write = (path: string, text: string, mtime: number) => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
        utimesSync(join(root, path), mtime, mtime);
      };
      write('functions/lib/index.js', 'a', 1_700_000_000);
      write('functions/lib/.tsbuildinfo', '1', 1_700_000_000);
      const before = functionsLibFingerprint(root);
      write('functions/lib/.tsbuildinfo', '22', 1_700_000_500);
      expect(functionsLibFingerprint(root)).toBe(before);
      write('functions/lib/index.js', 'b', 1_700_000_600);
      expect(functionsLibFingerprint(root)).not.toBe(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
