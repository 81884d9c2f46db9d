import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemTool } from '@apkforge/test-kit';
import { iconPng } from '../../bench/icon-png.js';

const run = promisify(execFile);
const LAUNCHER = fileURLToPath(new URL('../../launch.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'apk-cli-compiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command as `npm run apk` runs it: the launcher, then the compiled bundle (packages, fonts, shell dex). */
const cli = (...args: string[]) =>
  run(process.execPath, [LAUNCHER, ...args], { cwd: dir, env: { ...process.env, INIT_CWD: dir } });

const apksigner = systemTool('apksigner');
const jarsigner = systemTool('jarsigner');

describe('the compiled command line', () => {
  beforeAll(async () => {
    await run(process.execPath, [LAUNCHER, '--build-only']);
    writeFileSync(join(dir, 'icon.png'), iconPng(512));
  }, 60_000);

  it('builds an APK with an icon and a letter-icon APK that our verifier passes', async () => {
    const withIcon = await cli('apk', 'https://example.com', '--name', 'Shop', '--icon', 'icon.png', '--out', 'a.apk');
    expect(withIcon.stdout).toContain('signatures:  v2 verified');
    // The build left V8's compiled code for the next start (code-cache.mjs).
    expect(existsSync(fileURLToPath(new URL('../../dist/bin/apk-cli.cjs.apk.v8cache', import.meta.url)))).toBe(true);
    // No icon: the letter icon is drawn from the font the bundle finds in node_modules.
    const letter = await cli('apk', 'https://example.com', '--name', 'Ünïcode', '--out', 'l.apk');
    expect(letter.stdout).toContain('signatures:  v2 verified');
  });

  it.skipIf(apksigner.skip)('writes APKs that apksigner verifies', async () => {
    for (const apk of ['a.apk', 'l.apk']) {
      const { stdout } = await run(apksigner.path!, ['verify', '--verbose', join(dir, apk)]);
      expect(stdout).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');
    }
  });

  it.skipIf(jarsigner.skip)('writes an App Bundle, signed with the same key, that jarsigner verifies', async () => {
    const aab = await cli('aab', 'https://example.com', '--name', 'Shop', '--icon', 'icon.png', '--out', 'a.aab');
    expect(aab.stderr).toMatch(/Reusing signing keystore .*a\.keystore\.p12/);
    expect(aab.stdout).toMatch(/validation: +passed/);
    const { stdout } = await run(jarsigner.path!, ['-verify', join(dir, 'a.aab')]);
    expect(stdout).toContain('jar verified.');
  });

  it('refuses an unknown command with the usage', async () => {
    await expect(cli('apks', 'https://example.com')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown command apks: apk or aab.'),
    });
  });
});
