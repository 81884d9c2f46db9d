import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { FakeAuth } from '../__tests__/fakes/fake-auth.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { createBuild } from '../builds/create-build.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';
import { deleteUserData, userOwnedPaths } from './delete-user-data.js';

// A free build racing the deletion of its account: whichever storage operation of the build the
// deletion lands before, nothing of the account may remain once both are done.

const body = Buffer.from(
  JSON.stringify({ url: 'https://race.example.com', 'app-name': 'Race', userId: 'asha', 'confirm-site': true }),
);

/** Calls `before(n)` ahead of the n-th database or Storage operation made through the returned ports. */
function counted(db: Db, files: FileStore, before: (n: number) => Promise<void>): { db: Db; files: FileStore } {
  let n = 0;
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          n += 1;
          await before(n);
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  return { db: wrap(db), files: wrap(files) };
}

async function raceAt(step: number): Promise<{ started: boolean; outcome: string; left: string[] }> {
  const deps = buildDeps();
  const auth = new FakeAuth();
  auth.signIn('asha');
  // The cascade runs on the unwrapped ports: only the build's own operations are counted.
  const cascade = { db: deps.db, files: deps.files, auth, clock: deps.clock };
  let started = false;
  const ports = counted(deps.db, deps.files, async (n) => {
    if (n !== step) return;
    started = true;
    await deleteUserData(cascade, 'asha', 'deleteAccount');
  });
  const outcome = await codeOf(createBuild({ ...deps, ...ports }, caller('asha'), body));
  const left = [
    ...userOwnedPaths('asha').filter((path) => deps.db.read(path) !== null),
    ...(await deps.files.list('users/asha/')),
  ];
  return { started, outcome, left };
}

describe('a build racing the deletion of its account', () => {
  it('leaves nothing behind, whichever of its steps the deletion lands before', async () => {
    const outcomes = new Set<string>();
    let step = 1;
    for (; ; step += 1) {
      const race = await raceAt(step);
      if (!race.started) break;
      expect(race.left, `deletion before step ${step} (build: ${race.outcome})`).toEqual([]);
      outcomes.add(race.outcome);
    }
    // Every step of a build was raced (rate limit, key, versionCode, summary, APK, record, fences).
    expect(step).toBeGreaterThan(8);
    expect([...outcomes].sort()).toEqual(['permission-denied']);
  });

  it('a deletion after the build removes what it made', async () => {
    const race = await raceAt(Number.MAX_SAFE_INTEGER);
    expect(race).toMatchObject({ started: false, outcome: 'ok' });
  });
});
