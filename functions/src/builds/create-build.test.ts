import { SHELL_RELEASE } from '../contracts/autopilot.js';
import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf, TINY_PNG } from '../__tests__/fixtures.js';
import type { BuildRecord } from '../contracts/builds.js';
import { derivePackageName } from '../engine/index.js';
import { PACKAGE_MESSAGES } from '../contracts/packages.js';
import { readAppRecipe } from './app-recipe.js';
import { createBuild } from './create-build.js';

const asha = caller('asha');
const body = (fields: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({
      url: 'https://shop.example.com',
      'app-name': 'My Shop',
      userId: 'asha',
      'confirm-site': true,
      ...fields,
    }),
  );

describe('createBuild', () => {
  it('builds, stores the APK, records the build and answers the contract', async () => {
    const deps = buildDeps();
    const response = await createBuild(deps, asha, body({}));
    expect(response).toMatchObject({
      fileName: 'My_Shop.apk',
      appName: 'My Shop',
      packageName: 'app.com.example.shop',
      versionCode: 1,
      versionName: '1.0',
    });
    expect(response.downloadUrl).toMatch(
      new RegExp(`^/api/builds/${response.buildId}/download\\?token=[A-Za-z0-9_.%-]+$`),
    );

    const storagePath = `users/asha/builds/${response.buildId}.apk`;
    const stored = deps.files.objects.get(storagePath);
    expect(stored?.contentType).toBe('application/vnd.android.package-archive');
    expect(stored?.bytes.length).toBe(response.size);

    const record = deps.db.read(`builds/asha/${response.buildId}`) as BuildRecord;
    expect(record).toEqual({
      url: 'https://shop.example.com',
      appName: 'My Shop',
      packageName: 'app.com.example.shop',
      versionCode: 1,
      versionName: '1.0',
      sha256: response.sha256,
      size: response.size,
      certificateSha256: response.certificateSha256,
      fileName: 'My_Shop.apk',
      storagePath,
      createdAt: deps.clock.now(),
      createdAtISO: new Date(deps.clock.now()).toISOString(),
      siteConfirmedAt: deps.clock.now(),
      // What an update campaign compares (contracts/autopilot.ts), on the build and on the package.
      shellVersion: SHELL_RELEASE.version,
      targetSdk: SHELL_RELEASE.targetSdk,
    });
    expect(deps.db.read('packages/asha/app,com,example,shop')).toMatchObject({
      shellVersion: SHELL_RELEASE.version,
      targetSdk: SHELL_RELEASE.targetSdk,
    });
    expect(deps.db.read('packageClaims/app,com,example,shop')).toEqual({ uid: 'asha', claimedAt: deps.clock.now() });
    // The download token opens exactly this build.
    const token = decodeURIComponent(response.downloadUrl.split('token=')[1]!);
    expect(deps.tokens.verify(token, { kind: 'build', buildId: response.buildId }, deps.clock.now())).toMatchObject({
      uid: 'asha',
    });
  });

  it('rebuilds with the same key and a higher versionCode, so the app updates in place', async () => {
    const deps = buildDeps();
    const first = await createBuild(deps, asha, body({}));
    const second = await createBuild(deps, asha, body({ 'app-name': 'My Shop 2' }));
    expect(second.versionCode).toBe(2);
    expect(second.certificateSha256).toBe(first.certificateSha256);
    expect(second.buildId).not.toBe(first.buildId);
    expect(deps.engine.generated).toHaveLength(1);
    const other = await createBuild(deps, asha, body({ url: 'https://other.example.net' }));
    expect(other.versionCode).toBe(1);
    expect(other.certificateSha256).not.toBe(first.certificateSha256);
  });

  it('gives my-shop.in and shop.my.in their own signing key and versionCode sequence', async () => {
    // Their package names are in.my_shop.app and in.my.shop.app; the first key id made both `in_my_shop_app`.
    const deps = buildDeps();
    deps.engine.derivePackageName = derivePackageName;
    const dash = await createBuild(deps, asha, body({ url: 'https://my-shop.in' }));
    const dots = await createBuild(deps, asha, body({ url: 'https://shop.my.in' }));
    const dashAgain = await createBuild(deps, asha, body({ url: 'https://my-shop.in' }));
    expect([dash.packageName, dots.packageName]).toEqual(['in.my_shop.app', 'in.my.shop.app']);
    expect(dots.certificateSha256).not.toBe(dash.certificateSha256);
    expect([dash.versionCode, dots.versionCode, dashAgain.versionCode]).toEqual([1, 1, 2]);
    expect(dashAgain.certificateSha256).toBe(dash.certificateSha256);
  });

  it('passes the app options to the engine', async () => {
    const deps = buildDeps();
    await createBuild(
      deps,
      asha,
      body({
        'theme-color': '#112233',
        orientation: 'landscape',
        permissions: { microphone: true },
        'extra-hosts': ['PAY.example-gateway.in'],
        'pull-to-refresh': false,
      }),
    );
    expect(deps.engine.builds[0]!.config).toMatchObject({
      themeColor: '#112233',
      orientation: 'landscape',
      permissions: { microphone: true },
      extraHosts: ['pay.example-gateway.in'],
      pullToRefresh: false,
      // Every app polls its own notification feed on the web origin (docs/api.md "App notifications").
      notificationFeedUrl: 'https://apkforge.test/api/apps/app.com.example.shop/notifications',
    });
    expect(deps.engine.builds[0]!.config).not.toHaveProperty('versionName');
  });

  it("answers the app's name, made from the address when the body leaves it empty, as the record keeps it", async () => {
    const deps = buildDeps();
    const response = await createBuild(deps, asha, body({ url: 'https://www.my-shop.in', 'app-name': '' }));
    expect(response.appName).toBe('My Shop');
    expect(response.fileName).toBe('My_Shop.apk');
    const record = deps.db.read(`builds/asha/${response.buildId}`) as BuildRecord;
    expect([record.appName, record.versionName]).toEqual([response.appName, response.versionName]);
  });

  it('passes the icon to the engine, and keeps it with the options for a rebuild (app-recipe.ts)', async () => {
    const deps = buildDeps();
    const response = await createBuild(
      deps,
      asha,
      body({
        'app-icon': `data:image/png;base64,${TINY_PNG.toString('base64')}`,
        'theme-color': '#7A3E00',
        'pull-to-refresh': false,
      }),
    );
    expect(Buffer.from(deps.engine.builds[0]!.config.icon!)).toEqual(TINY_PNG);
    const record = deps.db.read(`builds/asha/${response.buildId}`) as BuildRecord;
    const look = await readAppRecipe(deps.files, 'asha', record.packageName, record);
    expect(look).toEqual({ icon: new Uint8Array(TINY_PNG), themeColor: '#7a3e00', pullToRefresh: false });
  });

  it('refuses a body for another user with permission-denied', async () => {
    const deps = buildDeps();
    expect(await codeOf(createBuild(deps, asha, body({ userId: 'ravi' })))).toBe('permission-denied');
    expect(deps.files.objects.size).toBe(0);
  });

  it('answers invalid-argument for bad bodies and engine config errors, without storing anything', async () => {
    const deps = buildDeps();
    expect(await codeOf(createBuild(deps, asha, body({ url: 'nope' })))).toBe('invalid-argument');
    expect(await codeOf(createBuild(deps, asha, body({ url: 'https://invalid.test' })))).toBe('invalid-argument');
    expect(await codeOf(createBuild(deps, asha, body({ 'app-name': 'bad name' })))).toBe('invalid-argument');
    expect(deps.files.objects.size).toBe(0);
    expect(deps.db.read('builds')).toBeNull();
  });

  it('says how many free builds are left, then stops at the limit with resource-exhausted', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 2 });
    expect(await createBuild(deps, asha, body({}))).toMatchObject({ freeBuildsLeft: 1, freeBuildsPerHour: 2 });
    expect(await createBuild(deps, asha, body({}))).toMatchObject({ freeBuildsLeft: 0, freeBuildsPerHour: 2 });
    expect(await codeOf(createBuild(deps, asha, body({})))).toBe('resource-exhausted');
    expect(await codeOf(createBuild(deps, caller('ravi'), body({ userId: 'ravi' })))).toBe('ok');
  });

  it('lets unexpected engine failures through (they become 500s)', async () => {
    const deps = buildDeps();
    deps.engine.buildApk = async () => {
      throw new Error('disk full');
    };
    await expect(createBuild(deps, asha, body({}))).rejects.toThrow('disk full');
  });

  it('asks for the site confirmation once per package, before taking a slot, and keeps the first one', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 3 });
    const unconfirmed = createBuild(deps, asha, body({ 'confirm-site': false }));
    await expect(unconfirmed).rejects.toThrow(PACKAGE_MESSAGES.confirmationRequired);
    expect(await codeOf(createBuild(deps, asha, body({ 'confirm-site': undefined })))).toBe('failed-precondition');
    expect(deps.db.read('rateLimits')).toBeNull();
    expect(deps.db.read('packageClaims')).toBeNull();

    const first = await createBuild(deps, asha, body({}));
    const confirmedAt = deps.clock.now();
    deps.clock.advance(60_000);
    const again = await createBuild(deps, asha, body({ 'confirm-site': false }));
    expect(deps.db.read(`builds/asha/${again.buildId}/siteConfirmedAt`)).toBe(confirmedAt);
    expect(deps.db.read(`builds/asha/${first.buildId}/siteConfirmedAt`)).toBe(confirmedAt);
    expect(deps.db.read('packages/asha/app,com,example,shop/siteConfirmedAt')).toBe(confirmedAt);
    // Another package of the same account is another confirmation.
    expect(await codeOf(createBuild(deps, asha, body({ 'confirm-site': false, 'package-name': 'in.asha.shop' })))).toBe(
      'failed-precondition',
    );
  });

  it('builds under a requested package id, and refuses one another account claimed, before taking a slot', async () => {
    const deps = buildDeps();
    const asked = await createBuild(deps, asha, body({ 'package-name': ' in.asha.shop ' }));
    expect(asked.packageName).toBe('in.asha.shop');
    expect(deps.engine.builds[0]?.config.packageName).toBe('in.asha.shop');
    const ravi = caller('ravi');
    const refused = createBuild(deps, ravi, body({ userId: 'ravi', 'package-name': 'in.asha.shop' }));
    await expect(refused).rejects.toThrow(PACKAGE_MESSAGES.claimedByAnother('in.asha.shop'));
    expect(deps.db.read('rateLimits/builds/ravi')).toBeNull();
    expect(await codeOf(createBuild(deps, ravi, body({ userId: 'ravi', 'package-name': 'androidx.shop' })))).toBe(
      'invalid-argument',
    );
  });

  it('gives two accounts building the same site at once distinct ids, and tells the second why', async () => {
    const deps = buildDeps();
    const uids = ['asha', 'ravi', 'meena'];
    const responses = await Promise.all(uids.map((uid) => createBuild(deps, caller(uid), body({ userId: uid }))));
    const names = responses.map((response) => response.packageName);
    expect(new Set(names).size).toBe(3);
    expect(names.filter((name) => name === 'app.com.example.shop')).toHaveLength(1);
    for (const response of responses) {
      if (response.packageName === 'app.com.example.shop') expect(response.packageNotice).toBeUndefined();
      else
        expect(response.packageNotice).toBe(
          PACKAGE_MESSAGES.defaultClaimed('app.com.example.shop', response.packageName),
        );
    }
    // Each account's rebuild stays on its own id, signed by its own key.
    for (const [i, uid] of uids.entries()) {
      const rebuild = await createBuild(deps, caller(uid), body({ userId: uid }));
      expect(rebuild.packageName).toBe(names[i]);
      expect(rebuild.versionCode).toBe(2);
      expect(rebuild.certificateSha256).toBe(responses[i]?.certificateSha256);
    }
  });
});
