import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller } from '../__tests__/fixtures.js';
import { createBuild } from './create-build.js';
import { backfillBuildExpiry } from './backfill-build-expiry.js';
import { expireOldBuilds } from './expire-builds.js';

const DAY = 24 * 60 * 60 * 1000;

async function buildFor(deps: ReturnType<typeof buildDeps>, uid: string) {
  const body = { url: 'https://shop.example.com', 'app-name': 'Shop', userId: uid, 'confirm-site': true };
  return createBuild(deps, caller(uid), Buffer.from(JSON.stringify(body)));
}

/** A build as it was recorded before the expiry queue existed: the record, and no queue entry. */
async function buildBeforeTheQueue(deps: ReturnType<typeof buildDeps>, uid: string) {
  const build = await buildFor(deps, uid);
  deps.db.write(`buildExpiry/${build.buildId}`, null);
  return build;
}

describe('backfillBuildExpiry (builds made before the expiry queue)', () => {
  it('queues old builds of every account, so the lifecycle sweep removes their files on time', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 100 });
    const uids = Array.from({ length: 120 }, (_, index) => `user-${String(index).padStart(3, '0')}`);
    const old = [];
    for (const uid of uids) old.push({ uid, ...(await buildBeforeTheQueue(deps, uid)) });
    const queued = await buildFor(deps, 'user-000');
    deps.clock.advance(31 * DAY);
    // Without the backfill the sweep never sees them.
    expect(await expireOldBuilds(deps)).toEqual({ expired: 1, withoutRecord: 0, more: false });

    expect(await backfillBuildExpiry(deps)).toEqual({ accounts: 120, queued: 120, alreadyQueued: 0 });
    expect(deps.db.read(`buildExpiry/${old[7]!.buildId}`)).toEqual({
      uid: 'user-007',
      createdAt: (deps.db.read(`builds/user-007/${old[7]!.buildId}`) as { createdAt: number }).createdAt,
    });
    expect(await expireOldBuilds(deps)).toEqual({ expired: 120, withoutRecord: 0, more: false });
    for (const { uid, buildId } of old)
      expect(deps.files.objects.has(`users/${uid}/builds/${buildId}.apk`)).toBe(false);
    expect(deps.db.read(`builds/user-000/${queued.buildId}`)).toHaveProperty('expiredAt');
  });

  it('leaves expired and already-queued builds alone, so a second run queues nothing', async () => {
    const deps = buildDeps({ freeBuildsPerHour: 100 });
    const unqueued = await buildBeforeTheQueue(deps, 'asha');
    await buildFor(deps, 'asha');
    expect(await backfillBuildExpiry(deps)).toEqual({ accounts: 1, queued: 1, alreadyQueued: 1 });
    expect(await backfillBuildExpiry(deps)).toEqual({ accounts: 1, queued: 0, alreadyQueued: 2 });
    deps.clock.advance(31 * DAY);
    await expireOldBuilds(deps);
    expect(deps.db.read(`builds/asha/${unqueued.buildId}`)).toHaveProperty('expiredAt');
    expect(await backfillBuildExpiry(deps)).toEqual({ accounts: 1, queued: 0, alreadyQueued: 0 });
  });
});
