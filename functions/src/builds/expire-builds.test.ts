import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller } from '../__tests__/fixtures.js';
import { createDownloadLink } from '../delivery/create-download-link.js';
import { createBuild } from './create-build.js';
import { expireOldBuilds } from './expire-builds.js';

const DAY = 24 * 60 * 60 * 1000;

async function buildFor(deps: ReturnType<typeof buildDeps>, uid: string) {
  const body = { url: 'https://shop.example.com', 'app-name': 'Shop', userId: uid, 'confirm-site': true };
  return createBuild(deps, caller(uid), Buffer.from(JSON.stringify(body)));
}

describe('expireOldBuilds (the 30-day lifecycle of free builds)', () => {
  it("removes a 31-day-old build's APK and marks its record, keeps younger builds and paid deliverables", async () => {
    const deps = buildDeps();
    const old = await buildFor(deps, 'asha');
    const deliverablePath = 'users/asha/requests/req1/aab/Shop.aab';
    await deps.files.save(deliverablePath, Buffer.from('PK-bundle'), 'application/octet-stream');
    deps.db.write('deliverables/asha/req1/aab', { kind: 'aab', status: 'ready', storagePath: deliverablePath });
    deps.clock.advance(10 * DAY);
    const young = await buildFor(deps, 'ravi');
    deps.clock.advance(21 * DAY);

    expect(await expireOldBuilds(deps)).toEqual({ expired: 1, withoutRecord: 0, more: false });
    expect(deps.files.objects.has(`users/asha/builds/${old.buildId}.apk`)).toBe(false);
    expect(deps.db.read(`builds/asha/${old.buildId}`)).toMatchObject({ appName: 'Shop', expiredAt: deps.clock.now() });
    expect(deps.files.objects.has(`users/ravi/builds/${young.buildId}.apk`)).toBe(true);
    expect(deps.db.read(`builds/ravi/${young.buildId}`)).not.toHaveProperty('expiredAt');
    expect(deps.files.objects.has(deliverablePath)).toBe(true);
    await expect(createDownloadLink(deps, caller('asha'), { buildId: old.buildId })).rejects.toMatchObject({
      code: 'not-found',
      message: 'This build was removed 30 days after it was made. Please generate the APK again.',
    });

    // Idempotent: a second run finds nothing due and changes nothing.
    const expiredAt = deps.clock.now();
    deps.clock.advance(DAY);
    expect(await expireOldBuilds(deps)).toEqual({ expired: 0, withoutRecord: 0, more: false });
    expect(deps.db.read(`builds/asha/${old.buildId}`)).toMatchObject({ expiredAt });
  });

  it('reads only what is due: stops at the first younger build, and continues a capped run next time', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 100 });
    for (let index = 0; index < 5; index += 1) await buildFor(deps, 'asha');
    deps.clock.advance(31 * DAY);
    const recent = await buildFor(deps, 'asha');
    expect(await expireOldBuilds(deps, 3)).toEqual({ expired: 3, withoutRecord: 0, more: true });
    expect(await expireOldBuilds(deps, 3)).toEqual({ expired: 2, withoutRecord: 0, more: false });
    expect(Object.keys(deps.db.read('buildExpiry') as object)).toEqual([recent.buildId]);
  });

  it('finishes what a deleted account left in the queue without recreating its record', async () => {
    const deps = buildDeps();
    const gone = await buildFor(deps, 'gone');
    deps.db.write('builds/gone', null);
    deps.clock.advance(31 * DAY);
    expect(await expireOldBuilds(deps)).toEqual({ expired: 0, withoutRecord: 1, more: false });
    expect(deps.db.read('builds/gone')).toBeNull();
    expect(deps.files.objects.has(`users/gone/builds/${gone.buildId}.apk`)).toBe(false);
    expect(deps.db.read('buildExpiry')).toBeNull();
  });
});
