import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf, TINY_PNG } from '../__tests__/fixtures.js';
import { SHELL_RELEASE, type AppUpdate } from '../contracts/autopilot.js';
import type { BuildRecord } from '../contracts/builds.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import type { PackageRecord } from '../contracts/packages.js';
import { signingKeyFor } from '../signing/signing-keys.js';
import type { AutopilotDeps } from './autopilot-deps.js';
import { campaignSummary } from './campaign-summary.js';
import { rebuildApp } from './rebuild-app.js';
import { startCampaign } from './start-campaign.js';
import { readAppRecipe, saveAppRecipe } from '../builds/app-recipe.js';

const ICON_DATA_URL = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
const CAMPAIGN = { shellVersion: SHELL_RELEASE.version, whatChanged: 'Faster start, Android 16 back gestures.' };

/** Two owners: asha with a free build of an old shell, ravi with a paid App Bundle of one; zoe is up to date. */
async function world() {
  const base = buildDeps();
  const deps = {
    ...base,
    events: { db: base.db, clock: base.clock, dashboardUrl: 'http://app.test' },
  } satisfies AutopilotDeps;
  const app = async (uid: string, packageName: string, shellVersion?: string) => {
    await signingKeyFor(deps, uid, packageName, { commonName: packageName }, base.clock.now());
    deps.db.write(`users/${uid}`, { email: `${uid}@example.com` });
    deps.db.write(`signingKeys/${uid}/${packageName.replace(/\./g, ',')}/lastVersionCode`, 1);
    const summary = deps.db.read(`packages/${uid}/${packageName.replace(/\./g, ',')}`) as PackageRecord;
    deps.db.write(`packages/${uid}/${packageName.replace(/\./g, ',')}`, {
      ...summary,
      lastVersionCode: 1,
      ...(shellVersion ? { shellVersion, targetSdk: SHELL_RELEASE.targetSdk } : {}),
    });
    deps.db.write(`builds/${uid}/b-${uid}`, {
      url: `https://${uid}.example.in/`,
      appName: `${uid} app`,
      packageName,
      versionCode: 1,
      createdAt: base.clock.now(),
    } satisfies Partial<BuildRecord>);
  };
  await app('asha', 'in.example.asha');
  await app('ravi', 'in.example.ravi', '2026.01');
  await app('zoe', 'in.example.zoe', SHELL_RELEASE.version);
  deps.db.write('requests/ravi/r1', {
    id: 'r1',
    url: 'https://ravi.example.in/',
    appName: 'ravi app',
    planId: 'aab_bundle',
  });
  deps.db.write('deliverables/ravi/r1/aab', {
    id: 'aab',
    kind: 'aab',
    status: 'ready',
    packageName: 'in.example.ravi',
  } satisfies Partial<DeliverableRecord>);
  return deps;
}

const updateOf = (deps: Awaited<ReturnType<typeof world>>, uid: string) =>
  (deps.db.read(`packages/${uid}/in,example,${uid}`) as PackageRecord).update as AppUpdate | undefined;

describe('an update campaign', () => {
  it('marks apps built with an older shell, delivers paid bundles at once, tells each owner once', async () => {
    const deps = await world();
    const run = await startCampaign(deps, CAMPAIGN, 'support-1');
    expect(run).toMatchObject({ marked: 2, alreadyMarked: 0, told: 2, delivered: 1, failed: 0 });
    expect(updateOf(deps, 'asha')).toMatchObject({ status: 'available', shellVersion: SHELL_RELEASE.version });
    expect(updateOf(deps, 'zoe')).toBeUndefined();
    // The paid plan's new App Bundle is on its request, with the next versionCode, built by this shell.
    const ravi = updateOf(deps, 'ravi')!;
    expect(ravi).toMatchObject({ status: 'rebuilt', versionCode: 2, bundleRequestId: 'r1' });
    expect(deps.db.read('deliverables/ravi/r1/aab-v2')).toMatchObject({
      kind: 'aab',
      status: 'ready',
      versionCode: 2,
      shellVersion: SHELL_RELEASE.version,
    });
    const mail = Object.values(deps.db.read('outbox') as Record<string, OutboxMessage>);
    expect(mail.map((m) => m.to).sort()).toEqual(['asha@example.com', 'ravi@example.com']);
    expect(mail.find((m) => m.to === 'asha@example.com')?.text).toContain('Faster start, Android 16 back gestures.');
    expect(mail.find((m) => m.to === 'ravi@example.com')?.text).toContain('we already built it');

    // Again: nothing new is marked, built or sent (ravi's app now carries this shell: it is no longer behind).
    expect(await startCampaign(deps, CAMPAIGN, 'support-1')).toMatchObject({
      marked: 0,
      alreadyMarked: 1,
      told: 0,
      delivered: 0,
    });
    expect(Object.keys(deps.db.read('outbox') as object)).toHaveLength(2);
    expect(await campaignSummary(deps.db)).toMatchObject({
      appsPerShellVersion: { [SHELL_RELEASE.version]: 2, unknown: 1 },
      campaigns: [{ campaign: { shellVersion: SHELL_RELEASE.version, marked: 2 }, told: 2, rebuilt: 1, waiting: 1 }],
    });
  });

  it("builds the paid plan's new bundle with its request's app options, as fulfilment did", async () => {
    const deps = await world();
    deps.db.write('requests/ravi/r1/extraHosts', { 0: 'pay.example-gateway.in' });
    deps.db.write('requests/ravi/r1/pullToRefresh', false);
    await startCampaign(deps, CAMPAIGN, 'support-1');
    const bundle = deps.engine.builds.find((build) => build.kind === 'aab');
    expect(bundle?.config).toMatchObject({ extraHosts: ['pay.example-gateway.in'], pullToRefresh: false });
  });

  it("builds the paid plan's new bundle with its request's icon and the app's notification feed", async () => {
    const deps = await world();
    deps.db.write('requests/ravi/r1/iconDataUrl', ICON_DATA_URL);
    await startCampaign(deps, CAMPAIGN, 'support-1');
    const bundle = deps.engine.builds.find((build) => build.kind === 'aab');
    expect(Buffer.from(bundle!.config.icon!)).toEqual(TINY_PNG);
    expect(bundle?.config.notificationFeedUrl).toBe('https://apkforge.test/api/apps/in.example.ravi/notifications');
  });

  it("keeps the look a paid request's app was rebuilt with, so its next rebuild has the icon too", async () => {
    const deps = await world();
    deps.db.write('builds/ravi/b-ravi', null);
    deps.db.write('requests/ravi/r1/iconDataUrl', ICON_DATA_URL);
    await startCampaign(deps, CAMPAIGN, 'support-1');
    const apk = deps.engine.builds.find(
      (build) => build.kind === 'apk' && build.config.packageName === 'in.example.ravi',
    );
    expect(Buffer.from(apk!.config.icon!)).toEqual(TINY_PNG);
    const app = { url: 'https://ravi.example.in/', appName: 'ravi app' };
    const look = await readAppRecipe(deps.files, 'ravi', 'in.example.ravi', app);
    expect(Buffer.from(look!.icon!)).toEqual(TINY_PNG);
  });

  it('refuses a version this deployment does not build, and a malformed one', async () => {
    const deps = await world();
    expect(await codeOf(startCampaign(deps, { ...CAMPAIGN, shellVersion: '2099.01' }, 's'))).toBe(
      'failed-precondition',
    );
    expect(await codeOf(startCampaign(deps, { ...CAMPAIGN, shellVersion: 'latest' }, 's'))).toBe('invalid-argument');
    expect(await codeOf(startCampaign(deps, { ...CAMPAIGN, whatChanged: '' }, 's'))).toBe('invalid-argument');
  });
});

describe('rebuildApp', () => {
  it('rebuilds once with the same key and the next versionCode; a second click answers the same build', async () => {
    const deps = await world();
    const asha = caller('asha');
    expect(await codeOf(rebuildApp(deps, asha, { packageName: 'in.example.asha' }))).toBe('failed-precondition');
    await startCampaign(deps, CAMPAIGN, 'support-1');
    const first = await rebuildApp(deps, asha, { packageName: 'in.example.asha' });
    expect(first).toMatchObject({ versionCode: 2, rebuilt: true, fileName: 'asha_app.apk' });
    expect(first.downloadUrl).toMatch(new RegExp(`^/api/builds/${first.buildId}/download\\?token=`));
    const build = deps.db.read(`builds/asha/${first.buildId}`) as BuildRecord;
    const key = deps.db.read('signingKeys/asha/in,example,asha') as { certificateSha256: string };
    expect(build).toMatchObject({
      versionCode: 2,
      certificateSha256: key.certificateSha256,
      shellVersion: SHELL_RELEASE.version,
    });
    expect(updateOf(deps, 'asha')).toMatchObject({ status: 'rebuilt', buildId: first.buildId, versionCode: 2 });
    const again = await rebuildApp(deps, asha, { packageName: 'in.example.asha' });
    expect(again).toMatchObject({ buildId: first.buildId, versionCode: 2, rebuilt: false });
    expect(deps.engine.builds.filter((b) => b.config.packageName === 'in.example.asha')).toHaveLength(1);
    // Another user's package is simply not theirs to rebuild.
    expect(await codeOf(rebuildApp(deps, caller('ravi'), { packageName: 'in.example.asha' }))).toBe(
      'failed-precondition',
    );
  });

  it("makes the same app again: the owner's icon and options from the last free build, and its notification feed", async () => {
    const deps = await world();
    const icon = new Uint8Array(TINY_PNG);
    const look = {
      icon,
      themeColor: '#7a3e00',
      orientation: 'portrait' as const,
      extraHosts: ['pay.example-gateway.in'],
    };
    await saveAppRecipe(
      deps.files,
      'asha',
      'in.example.asha',
      { url: 'https://asha.example.in/', appName: 'asha app', look },
      1,
    );
    await startCampaign(deps, CAMPAIGN, 'support-1');
    await rebuildApp(deps, caller('asha'), { packageName: 'in.example.asha' });
    const rebuilt = deps.engine.builds.find((build) => build.config.packageName === 'in.example.asha');
    expect(rebuilt?.config).toMatchObject({
      ...look,
      notificationFeedUrl: 'https://apkforge.test/api/apps/in.example.asha/notifications',
    });
  });

  it('rebuilds an app whose first build kept no recipe with its address, name and feed (nothing invented)', async () => {
    const deps = await world();
    await startCampaign(deps, CAMPAIGN, 'support-1');
    await rebuildApp(deps, caller('asha'), { packageName: 'in.example.asha' });
    const rebuilt = deps.engine.builds.find((build) => build.config.packageName === 'in.example.asha');
    expect(rebuilt?.config).not.toHaveProperty('icon');
    expect(rebuilt?.config.notificationFeedUrl).toBe('https://apkforge.test/api/apps/in.example.asha/notifications');
  });

  it('a failed rebuild is marked failed with a reason, and can be tried again', async () => {
    const deps = await world();
    await startCampaign(deps, CAMPAIGN, 'support-1');
    deps.engine.failNextBuild('apk');
    await expect(rebuildApp(deps, caller('asha'), { packageName: 'in.example.asha' })).rejects.toThrow(/injected/);
    expect(updateOf(deps, 'asha')).toMatchObject({ status: 'failed' });
    expect((await rebuildApp(deps, caller('asha'), { packageName: 'in.example.asha' })).rebuilt).toBe(true);
  });
});
