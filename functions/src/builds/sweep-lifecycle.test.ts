import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller } from '../__tests__/fixtures.js';
import { createBuild } from './create-build.js';
import { downloadBuild } from '../delivery/download-build.js';
import { sweepLifecycle } from './sweep-lifecycle.js';

const DAY = 24 * 60 * 60 * 1000;

describe('sweepLifecycle (daily, and npm run ops:sweep)', () => {
  it("expires month-old builds and drops expired links' use records in one run", async () => {
    const deps = buildDeps();
    const body = { url: 'https://shop.example.com', 'app-name': 'Shop', userId: 'asha', 'confirm-site': true };
    const build = await createBuild(deps, caller('asha'), Buffer.from(JSON.stringify(body)));
    const token = decodeURIComponent(build.downloadUrl.split('token=')[1]!);
    expect((await downloadBuild(deps, build.buildId, token, 'GET')).status).toBe(200);
    expect(deps.db.read('downloadUses')).not.toBeNull();

    expect(await sweepLifecycle(deps)).toEqual({ builds: { expired: 0, withoutRecord: 0, more: false }, linkUses: 0 });
    deps.clock.advance(31 * DAY);
    expect(await sweepLifecycle(deps)).toEqual({ builds: { expired: 1, withoutRecord: 0, more: false }, linkUses: 1 });
    expect(deps.db.read('downloadUses')).toBeNull();
    expect(deps.db.read(`builds/asha/${build.buildId}`)).toMatchObject({ expiredAt: deps.clock.now() });
  });
});
