import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller } from '../__tests__/fixtures.js';
import { verifyApk } from '../engine/index.js';
import { apkEngine } from '../engine-pool/direct-engine.js';
import { createBuild } from './create-build.js';

// The build endpoint with the real packaging engine (no emulator): the wiring of keys, versionCode and storage.
const deps = { ...buildDeps(), engine: apkEngine };
const body = (appName: string) =>
  Buffer.from(
    JSON.stringify({
      url: 'https://shop.example.com/start',
      'app-name': appName,
      'owner-name': 'Asha Rao',
      userId: 'asha',
      'confirm-site': true,
    }),
  );
const apksigner = systemTool('apksigner');
const run = promisify(execFile);
const scratch = mkdtemp(join(tmpdir(), 'apkforge-build-'));
afterAll(async () => rm(await scratch, { recursive: true, force: true }));

async function stored(buildId: string): Promise<Buffer> {
  const file = deps.files.objects.get(`users/asha/builds/${buildId}.apk`);
  if (!file) throw new Error(`no stored APK for ${buildId}`);
  return file.bytes;
}

describe('createBuild with the real engine', () => {
  it('stores a signed APK, and a rebuild is signed by the same key with a higher versionCode', async () => {
    const first = await createBuild(deps, caller('asha'), body('My Shop'));
    const second = await createBuild(deps, caller('asha'), body('My Shop v2'));
    expect(second.packageName).toBe(first.packageName);
    expect(second.certificateSha256).toBe(first.certificateSha256);
    expect(first.certificateSha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect([first.versionCode, second.versionCode]).toEqual([1, 2]);
    for (const build of [first, second]) {
      const bytes = await stored(build.buildId);
      expect(bytes.length).toBe(build.size);
      const verification = verifyApk(new Uint8Array(bytes));
      expect(verification.issues).toEqual([]);
      expect(verification.ok).toBe(true);
    }
  });

  it('turns engine config errors into invalid-argument', async () => {
    await expect(
      createBuild(deps, caller('asha'), body('x'.repeat(100).replace(/x/g, '\u0000'))),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  describe.skipIf(apksigner.skip)('apksigner', () => {
    it('verifies the stored APK', async () => {
      const build = await createBuild(deps, caller('asha'), body('Verified Shop'));
      const path = join(await scratch, `${build.buildId}.apk`);
      await writeFile(path, await stored(build.buildId));
      const { stdout } = await run(apksigner.path!, ['verify', '--verbose', '--print-certs', path]);
      expect(stdout).toMatch(/Verified using v2 scheme \(APK Signature Scheme v2\): true/);
      expect(stdout.replace(/:/g, '').toUpperCase()).toContain(build.certificateSha256.replace(/:/g, ''));
    });
  });
});
