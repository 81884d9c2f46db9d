import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startPlaySandbox, type PlaySandbox } from '@apkforge/play-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, generateSigningKey } from '../../../engine/index.js';
import { readBundleFile } from '../bundle-file.js';
import { PLAY_USAGE, parsePlayArgs } from '../play-args.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'play-cli-'));
let sandbox: PlaySandbox;

/** `npm run play -- ...` as a child process, against this test's stand-in. */
async function play(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'functions/src/publishing/cli/play-cli.ts'), ...args, '--sandbox', sandbox.url],
      {
        env: { ...process.env, APKFORGE_PLAY_CLI_DIR: join(dir, 'state') },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  sandbox = await startPlaySandbox({ port: 0 });
  const [key, other] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  const config = { url: 'https://shop.example.in', appName: 'Shop', packageName: 'in.example.shop' };
  writeFileSync(join(dir, 'v1.aab'), (await buildBundle({ ...config, versionCode: 1 }, key)).bytes);
  writeFileSync(join(dir, 'v2.aab'), (await buildBundle({ ...config, versionCode: 2 }, key)).bytes);
  writeFileSync(join(dir, 'other.aab'), (await buildBundle({ ...config, versionCode: 3 }, other)).bytes);
});
afterAll(async () => {
  await sandbox.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run play (against the stand-in)', () => {
  it('uploads to internal testing, refuses the same version code again and a bundle of another key', async () => {
    const first = await play('upload', 'in.example.shop', '--aab', join(dir, 'v1.aab'), '--track', 'internal');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('uploaded in.example.shop version code 1 to internal testing');
    expect(first.stdout).toContain('Internal testing: completed, version code 1');
    const again = await play('upload', 'in.example.shop', '--aab', join(dir, 'v1.aab'), '--track', 'internal');
    expect([again.code, again.stderr.split('\n')[0]]).toEqual([
      1,
      'play: Version code 1 has already been used: build again to get 2.',
    ]);
    const other = await play('upload', 'in.example.shop', '--aab', join(dir, 'other.aab'));
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(
      /^play: This bundle is signed with a different upload key than Play knows for in\.example\.shop\./,
    );
    const next = await play('upload', 'in.example.shop', '--aab', join(dir, 'v2.aab'));
    expect(next.stdout).toContain('Internal testing: completed, version code 2');
    expect(Object.keys(sandbox.state.apps.get('in.example.shop')!.bundles)).toEqual(['1', '2']);
  }, 60_000);

  it('refuses what it can before sending anything: a file that is not a bundle, the wrong package', () => {
    writeFileSync(join(dir, 'not.aab'), 'not a bundle');
    expect(() => readBundleFile(join(dir, 'not.aab'), 'in.example.shop')).toThrow(
      /not\.aab is not an App Bundle Play takes/,
    );
    expect(() => readBundleFile(join(dir, 'v1.aab'), 'in.example.other')).toThrow(
      /is the bundle of in\.example\.shop, not of in\.example\.other/,
    );
    expect(readBundleFile(join(dir, 'v2.aab'), 'in.example.shop').versionCode).toBe(2);
  });
});

describe('the play command line', () => {
  it('parses its commands and refuses what it cannot do', () => {
    expect(parsePlayArgs(['upload', 'in.example.shop', '--aab', 'x.aab'])).toEqual({
      command: 'upload',
      packageName: 'in.example.shop',
      aab: 'x.aab',
      track: 'internal',
      live: false,
    });
    expect(parsePlayArgs(['--help'])).toBe('help');
    expect(() => parsePlayArgs(['publish', 'in.example.shop'])).toThrow('unknown command "publish"');
    expect(() => parsePlayArgs(['upload', 'in.example.shop'])).toThrow('upload needs --aab <file>');
    expect(() => parsePlayArgs(['connect', 'com.example.app'])).toThrow(/reserved/);
    expect(() => parsePlayArgs(['connect', 'in.example.shop', '--live'])).toThrow('--live needs --credentials');
    expect(() => parsePlayArgs(['status', 'in.example.shop', '--track', 'beta'])).toThrow(
      '--track must be internal, closed or production',
    );
    expect(PLAY_USAGE).toContain('sandbox-app <package>');
  });
});
