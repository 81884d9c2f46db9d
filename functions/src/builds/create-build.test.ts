import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf, TINY_PNG } from '../__tests__/fixtures.js';
import type { BuildRecord } from '../contracts/builds.js';
import { createBuild } from './create-build.js';

const asha = caller('asha');
const body = (fields: Record<string, unknown>) =>
  Buffer.from(JSON.stringify({ url: 'https://shop.example.com', 'app-name': 'My Shop', userId: 'asha', ...fields }));

describe('createBuild', () => {
  it('builds, stores the APK, records the build and answers the contract', async () => {
    const deps = buildDeps();
    const response = await createBuild(deps, asha, body({}));
    expect(response).toMatchObject({
      fileName: 'My_Shop.apk',
      packageName: 'app.com.example.shop',
      versionCode: 1,
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
    });
    // The download token opens exactly this build.
    const token = decodeURIComponent(response.downloadUrl.split('token=')[1]!);
    expect(deps.tokens.verify(token, response.buildId, deps.clock.now())).toMatchObject({ uid: 'asha' });
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

  it('passes the icon to the engine', async () => {
    const deps = buildDeps();
    await createBuild(deps, asha, body({ 'app-icon': `data:image/png;base64,${TINY_PNG.toString('base64')}` }));
    expect(Buffer.from(deps.engine.builds[0]!.config.icon!)).toEqual(TINY_PNG);
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

  it('stops at the free-build limit with resource-exhausted', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 2 });
    await createBuild(deps, asha, body({}));
    await createBuild(deps, asha, body({}));
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
});
