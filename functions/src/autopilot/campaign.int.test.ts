import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, db, freeBuild, newUser, read, STACK, type TestUser } from '../__tests__/stack.js';
import { SHELL_RELEASE, type AppUpdate, type RebuildAppResult } from '../contracts/autopilot.js';
import type { BuildResponse } from '../contracts/builds.js';
import { packageKey } from '../contracts/package-key.js';

// An update campaign on the running local stack: `npm run ops -- campaign` marks an app built with an older shell,
// the owner is emailed once, and rebuildApp (the deployed callable) rebuilds it once with the same key.
const run = promisify(execFile);
const OPS_CLI = fileURLToPath(new URL('../support/cli/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let owner: TestUser;
let built: BuildResponse;

const campaign = () =>
  run(process.execPath, ['--import', 'tsx', OPS_CLI, 'campaign', SHELL_RELEASE.version, '--what', 'Faster start.'], {
    cwd: ROOT,
  });

beforeAll(async () => {
  owner = await newUser('campaign-owner');
  await db().ref(`users/${owner.uid}`).set({ email: owner.email, createdAt: 1, updatedAt: 1 });
  built = await freeBuild(owner, { url: 'https://campaign.example.in/', 'app-name': 'Old Shell' });
  // As if it was built by an earlier release: its package carries an older shell.
  await db()
    .ref(`packages/${owner.uid}/${packageKey(built.packageName)}/shellVersion`)
    .set('2026.01');
});

describe('an update campaign on the local stack', () => {
  it('marks the app, emails its owner once, and the one-click rebuild keeps the key and takes the next versionCode', async () => {
    const first = await campaign();
    expect(first.stdout).toMatch(/campaign shell-\d{4}-\d\d.* apps marked "update available"/);
    const path = `packages/${owner.uid}/${packageKey(built.packageName)}/update`;
    expect(await read<AppUpdate>(path)).toMatchObject({ status: 'available', shellVersion: SHELL_RELEASE.version });
    const mail = await db().ref('outbox').orderByChild('uid').equalTo(owner.uid).get();
    expect(Object.keys(mail.val() ?? {})).toHaveLength(1);
    await campaign();
    expect(
      Object.keys((await db().ref('outbox').orderByChild('uid').equalTo(owner.uid).get()).val() ?? {}),
    ).toHaveLength(1);

    const rebuilt = await call<RebuildAppResult>('rebuildApp', { packageName: built.packageName }, owner.idToken);
    if (!rebuilt.ok) throw new Error(rebuilt.message);
    expect(rebuilt.result).toMatchObject({ versionCode: built.versionCode + 1, rebuilt: true });
    const record = await read<{ certificateSha256: string; shellVersion: string }>(
      `builds/${owner.uid}/${rebuilt.result.buildId}`,
    );
    expect(record).toMatchObject({ certificateSha256: built.certificateSha256, shellVersion: SHELL_RELEASE.version });
    const download = await fetch(new URL(rebuilt.result.downloadUrl, STACK.hosting));
    expect(download.status).toBe(200);
    const again = await call<RebuildAppResult>('rebuildApp', { packageName: built.packageName }, owner.idToken);
    expect(again).toMatchObject({ ok: true, result: { buildId: rebuilt.result.buildId, rebuilt: false } });
    expect(await read<AppUpdate>(path)).toMatchObject({ status: 'rebuilt', buildId: rebuilt.result.buildId });
  });

  it('refuses the support callables to a customer', async () => {
    const refused = await call('opsCampaigns', {}, owner.idToken);
    expect(refused).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
  });
});
