import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './lib/run.js';
import { buildShellDex, type BuiltDex } from './shell/build-dex.js';
import { buildShellCommand, parseBuildShellArgs } from './shell/build-shell-command.js';
import { ANDROID_DIR, COMMITTED_DEX, DEFLATE_SUFFIX, MAPPING_NAME } from './shell/paths.js';
import { toolchainForTests } from './shell/toolchain-for-tests.js';

// Reports (and under APKFORGE_REQUIRE_ALL=1 fails on) a missing JDK or unreachable Debian packages.
const { toolchain } = await toolchainForTests();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!toolchain)('npm run build:shell', () => {
  let temp = '';
  // One real build (javac, ProGuard, dx, zopfli: about 6 CPU-seconds) for the whole file: the command's own
  // decisions (write, leave alone, --check) are checked on that build, not on one each.
  let built: BuiltDex;
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), 'apkforge-build-shell-'));
    built = await buildShellDex();
  }, 600_000);
  afterAll(async () => {
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  it('rebuilds the committed classes.dex byte for byte', async () => {
    const committed = new Uint8Array(await readFile(COMMITTED_DEX));
    const javac = (await run('javac', ['-version'])).stdout.trim();
    expect(built.sha256, `${javac}: the sources changed without npm run build:shell, or the toolchain differs`).toBe(
      sha256(committed),
    );
    expect(built.bytes.length).toBe(committed.length);
    // The deflated form the engine embeds is zopfli's output for exactly these bytes.
    expect(sha256(built.deflated)).toBe(sha256(new Uint8Array(await readFile(`${COMMITTED_DEX}${DEFLATE_SUFFIX}`))));
    // So is ProGuard's mapping of those names, which App Bundles carry: it comes from the same run, byte for byte.
    const mapping = new Uint8Array(await readFile(join(dirname(COMMITTED_DEX), MAPPING_NAME)));
    expect(sha256(built.mapping)).toBe(sha256(mapping));
  });

  it('writes the three files, then leaves identical files alone', async () => {
    const target = join(temp, 'out', 'classes.dex');
    const lines: string[] = [];
    const command = () =>
      buildShellCommand(
        { target, check: false },
        () => Promise.resolve(built),
        (l) => lines.push(l),
      );
    expect(await command()).toBe(0);
    expect(lines[0]).toMatch(/^wrote .*out\/classes\.dex$/);
    expect(lines[1]).toBe(`  size     ${built.bytes.length} bytes (dex 035), ${built.deflated.length} deflated`);
    expect(sha256(new Uint8Array(await readFile(target)))).toBe(sha256(new Uint8Array(await readFile(COMMITTED_DEX))));
    expect(await readFile(`${target}${DEFLATE_SUFFIX}`)).toEqual(Buffer.from(built.deflated));
    const mapping = (dir: string) => readFile(join(dir, MAPPING_NAME), 'utf8');
    expect(await mapping(dirname(target))).toBe(await mapping(dirname(COMMITTED_DEX)));

    lines.length = 0;
    expect(await command()).toBe(0);
    expect(lines[0]).toMatch(/^unchanged: /);
    // A stale mapping alone is rewritten too: the three files are one build's.
    await writeFile(join(dirname(target), MAPPING_NAME), 'stale');
    lines.length = 0;
    expect(await command()).toBe(0);
    expect(lines[0]).toMatch(/^wrote /);
    expect(await mapping(dirname(target))).toBe(await mapping(dirname(COMMITTED_DEX)));
  });

  it('--check exits non-zero when the target differs from a fresh build, zero when it is identical', async () => {
    const lines: string[] = [];
    const check = (target: string) =>
      buildShellCommand(
        { target, check: true },
        () => Promise.resolve(built),
        (l) => lines.push(l),
      );
    const stale = join(temp, 'stale.dex');
    await writeFile(stale, 'not a dex');
    expect(await check(stale)).toBe(1);
    expect(lines[0]).toMatch(/^DIFFERS from /);
    expect(await readFile(stale, 'utf8')).toBe('not a dex');
    lines.length = 0;
    expect(await check(COMMITTED_DEX)).toBe(0);
    expect(lines[0]).toBe('identical to functions/src/engine/shell/classes.dex');
  });
});

describe('npm run build:shell: its options', () => {
  it('defaults to the committed dex, takes --out and --check', () => {
    expect(parseBuildShellArgs([])).toEqual({ target: COMMITTED_DEX, check: false });
    expect(parseBuildShellArgs(['--out', '/tmp/x.dex', '--check'])).toEqual({ target: '/tmp/x.dex', check: true });
  });

  it('the entry stops on an unknown option before building anything', async () => {
    const entry = run('npx', ['tsx', join(ANDROID_DIR, 'scripts/build-shell.ts'), '--outt', 'x.dex']);
    await expect(entry).rejects.toThrow(/Unknown option '--outt'/);
  });
});
