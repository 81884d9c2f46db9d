import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './lib/run.js';
import { buildShellDex } from './shell/build-dex.js';
import { ANDROID_DIR, COMMITTED_DEX, DEFLATE_SUFFIX, MAPPING_NAME } from './shell/paths.js';
import { toolchainForTests } from './shell/toolchain-for-tests.js';

// Reports (and under APKFORGE_REQUIRE_ALL=1 fails on) a missing JDK or unreachable Debian packages.
const { toolchain } = await toolchainForTests();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!toolchain)('npm run build:shell', () => {
  let temp = '';
  beforeAll(async () => {
    temp = await mkdtemp(join(tmpdir(), 'apkforge-build-shell-'));
  });
  afterAll(async () => {
    if (temp) await rm(temp, { recursive: true, force: true });
  });

  it('rebuilds the committed classes.dex byte for byte', async () => {
    const built = await buildShellDex();
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

  it('writes through the CLI, then leaves an identical file alone (same bytes on a second run)', async () => {
    const out = join(temp, 'classes.dex');
    const cli = ['tsx', join(ANDROID_DIR, 'scripts/build-shell.ts'), '--out', out];
    const first = await run('npx', cli);
    expect(first.stdout).toMatch(/^wrote /m);
    expect(first.stdout).toMatch(/size {5}\d+ bytes \(dex 035\), \d+ deflated/);
    const second = await run('npx', cli);
    expect(second.stdout).toMatch(/^unchanged: /m);
    expect(sha256(new Uint8Array(await readFile(out)))).toBe(sha256(new Uint8Array(await readFile(COMMITTED_DEX))));
    const mapping = (dir: string) => readFile(join(dir, MAPPING_NAME), 'utf8');
    expect(await mapping(temp)).toBe(await mapping(dirname(COMMITTED_DEX)));
    // Two full builds (javac twice, ProGuard, dx, zopfli each): more than the unit default on a busy machine.
  }, 600_000);

  it('--check exits non-zero when the target differs from a fresh build', async () => {
    const stale = join(temp, 'stale.dex');
    await writeFile(stale, 'not a dex');
    await expect(
      run('npx', ['tsx', join(ANDROID_DIR, 'scripts/build-shell.ts'), '--check', '--out', stale]),
    ).rejects.toThrow(/DIFFERS/);
  });
});
