import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, freeBuild, newUser, read, STACK, type TestUser } from '../../__tests__/stack.js';
import type { BuildResponse } from '../../contracts/builds.js';
import { apksignerVerify, tools, updateCheck } from '../../engine/__tests__/support/android-tools.js';

// The restore drill (docs/data-model.md "Key backups"): back up, wipe the keys, restore, rebuild: the new APK has the
// same certificate and installs over the old one. The backup and the restore run as the operator runs them,
// `npm run keys -- backup` and `restore`, against the running local stack.
const run = promisify(execFile);
const KEYS_CLI = fileURLToPath(new URL('../cli/keys-cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
let asha: TestUser;
let scratch: string;

async function buildApk(user: TestUser): Promise<{ result: BuildResponse; bytes: Buffer }> {
  const result = await freeBuild(user, { url: 'https://drill.example.in/', 'app-name': 'Drill' });
  const bytes = Buffer.from(await (await fetch(new URL(result.downloadUrl, STACK.hosting))).arrayBuffer());
  return { result, bytes };
}

const keys = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', KEYS_CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, INIT_CWD: scratch },
  });

beforeAll(async () => {
  asha = await newUser('key-drill');
  scratch = await mkdtemp(join(tmpdir(), 'apkforge-drill-'));
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 3072,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await writeFile(join(scratch, 'recovery.pub.pem'), pair.publicKey);
  await writeFile(join(scratch, 'recovery.pem'), pair.privateKey);
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('key backup drill on the local stack', () => {
  it('back up, wipe, restore, rebuild: same certificate, next versionCode, and the update installs', async () => {
    const before = await buildApk(asha);
    const backup = await keys('backup', '--recovery-public-key', 'recovery.pub.pem', '--out', 'backup.json');
    expect(backup.stdout).toMatch(/^backup: +.*backup\.json \(\d+ keys/m);
    expect(backup.stdout).toMatch(/^stored: +backups\/signing-keys\/.*\.json/m);

    await db().ref(`signingKeys/${asha.uid}`).remove();
    expect(await read(`signingKeys/${asha.uid}`)).toBeNull();

    // A wrong recovery key restores nothing.
    const other = generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    await writeFile(join(scratch, 'other.pem'), other);
    await expect(keys('restore', '--from', 'backup.json', '--recovery-key', 'other.pem')).rejects.toMatchObject({
      stderr: expect.stringContaining('This backup was made for another recovery key.'),
    });
    expect(await read(`signingKeys/${asha.uid}`)).toBeNull();

    const restore = await keys('restore', '--from', 'backup.json', '--recovery-key', 'recovery.pem');
    expect(restore.stdout).toMatch(/restored on the local stack .*: [1-9]\d* keys put back/);

    const after = await buildApk(asha);
    expect(after.result.certificateSha256).toBe(before.result.certificateSha256);
    expect(after.result.packageName).toBe(before.result.packageName);
    expect(after.result.versionCode).toBe(before.result.versionCode + 1);
    if (tools.apksigner.skip || tools.java.skip) return;
    await writeFile(join(scratch, 'before.apk'), before.bytes);
    await writeFile(join(scratch, 'after.apk'), after.bytes);
    for (const apk of ['before.apk', 'after.apk'])
      expect((await apksignerVerify(join(scratch, apk))).verifies).toBe(true);
    const update = await updateCheck(join(scratch, 'before.apk'), join(scratch, 'after.apk'));
    expect(update.ok, update.output).toBe(true);
  });
});
