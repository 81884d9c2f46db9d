import { randomBytes } from 'node:crypto';
import { localBrandGuard } from '../abuse/local-brand-guard.js';
import { FREE_BUILDS_PER_DAY } from '../contracts/abuse.js';
import type { BuildDeps } from '../builds/create-build.js';
import type { DownloadDeps } from '../delivery/download-build.js';
import { downloadTokens } from '../delivery/download-token.js';
import { newBuildId } from '../platform/ids.js';
import { FakeEngine } from './fakes/fake-engine.js';
import { MemoryDb } from './fakes/memory-db.js';
import { MemoryFiles } from './fakes/memory-files.js';
import { ManualClock } from './fixtures.js';
import { testKeyring } from './keyring.js';

export function buildDeps(overrides: { freeBuildsPerHour?: number } = {}) {
  const deps = {
    db: new MemoryDb(),
    files: new MemoryFiles(),
    engine: new FakeEngine(),
    tokens: downloadTokens(randomBytes(32)),
    clock: new ManualClock(),
    keyring: testKeyring(),
    reputation: localBrandGuard(),
    freeBuildsPerHour: 10,
    freeBuildsPerDay: FREE_BUILDS_PER_DAY,
    notificationsOrigin: 'https://apkforge.test',
    tokenTtlSeconds: 900,
    newBuildId,
    ...overrides,
  };
  return deps satisfies BuildDeps & DownloadDeps;
}
