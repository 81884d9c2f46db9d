import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { SHELL_RELEASE } from '../contracts/autopilot.js';
import type { PackageRecord } from '../contracts/packages.js';
import { existingSigningKey } from '../signing/signing-keys.js';
import { seedDemoApps } from './demo-apps.js';
import { startCampaign } from './start-campaign.js';

describe('the demo account\'s apps (README "Quick start")', () => {
  it('are made once, with openable keys and an older shell, so a campaign marks them', async () => {
    const deps = buildDeps();
    expect(await seedDemoApps(deps, 'demo', deps.clock.now())).toBe(2);
    expect(await seedDemoApps(deps, 'demo', deps.clock.now())).toBe(0);
    const packages = Object.values(deps.db.read('packages/demo') as Record<string, PackageRecord>);
    expect(packages.map((p) => p.shellVersion)).toEqual(['2026.05', '2026.05']);
    for (const { packageName } of packages)
      expect((await existingSigningKey(deps, 'demo', packageName, deps.clock.now()))?.record.lastVersionCode).toBe(3);
    const events = { db: deps.db, clock: deps.clock, dashboardUrl: 'http://app.test' };
    const run = await startCampaign(
      { ...deps, events },
      { shellVersion: SHELL_RELEASE.version, whatChanged: 'x' },
      's',
    );
    expect(run.marked).toBe(2);
  });
});
