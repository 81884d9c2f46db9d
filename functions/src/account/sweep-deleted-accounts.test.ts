import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { FakeAuth } from '../__tests__/fakes/fake-auth.js';
import { caller, codeOf, NOW } from '../__tests__/fixtures.js';
import { createBuild } from '../builds/create-build.js';
import type { Db } from '../platform/db.js';
import { deleteUserData, userOwnedPaths } from './delete-user-data.js';
import { sweepDeletedAccounts, TOMBSTONE_RETENTION_MS } from './sweep-deleted-accounts.js';

const body = Buffer.from(
  JSON.stringify({ url: 'https://race.example.com', 'app-name': 'Race', userId: 'asha', 'confirm-site': true }),
);
const DAY = 24 * 60 * 60 * 1000;

function setup() {
  const deps = buildDeps();
  const auth = new FakeAuth();
  for (const uid of ['asha', 'ravi']) auth.signIn(uid);
  return { ...deps, auth };
}

/**
 * A database through which the account is deleted just before the build's n-th operation, after which the build's
 * instance dies at its next deletion check: the writes in between land, and no fence removes them.
 */
function deletedThenDying(db: Db, step: number, deleteAccount: () => Promise<unknown>): Db {
  let n = 0;
  let deleted = false;
  let dead = false;
  return new Proxy(db, {
    get(object, name, receiver) {
      const value = Reflect.get(object, name, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        n += 1;
        if (n === step) {
          await deleteAccount();
          deleted = true;
        }
        if (deleted && name === 'get' && String(args[0]).startsWith('tombstones/')) dead = true;
        if (dead) throw new Error('the instance went away');
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

describe('sweepDeletedAccounts', () => {
  it('removes what a build that died mid-way left behind after its account was deleted', async () => {
    let stepsWithLeftovers = 0;
    for (let step = 2; step < 12; step += 1) {
      const deps = setup();
      const dying = deletedThenDying(deps.db, step, () => deleteUserData(deps, 'asha', 'deleteAccount'));
      expect(await codeOf(createBuild({ ...deps, db: dying }, caller('asha'), body))).not.toBe('ok');
      const report = await sweepDeletedAccounts(deps);
      expect(report.tombstones).toBe(1);
      stepsWithLeftovers += report.withLeftovers;
      expect(userOwnedPaths('asha').filter((path) => deps.db.read(path) !== null)).toEqual([]);
      expect(await deps.files.list('users/asha/')).toEqual([]);
    }
    // Those races did leave data (a key, a versionCode, an APK written after the removal, and no fence).
    expect(stepsWithLeftovers).toBeGreaterThan(3);
  });

  it('runs the whole cascade again, keeps other accounts, and keeps tombstones for 30 days', async () => {
    const deps = setup();
    await createBuild(deps, caller('ravi'), Buffer.from(body.toString().replace('asha', 'ravi')));
    await deleteUserData(deps, 'asha', 'deleteAccount');
    deps.db.write('builds/asha/bLeftOver', { appName: 'x' });
    await deps.files.save('users/asha/builds/bLeftOver.apk', new Uint8Array([1]), 'x');
    expect(await sweepDeletedAccounts(deps)).toEqual({ tombstones: 1, withLeftovers: 1, expired: 0 });
    expect(deps.db.read('builds/asha')).toBeNull();
    expect(await deps.files.list('users/asha/')).toEqual([]);
    expect(deps.db.read('builds/ravi')).not.toBeNull();
    expect(await sweepDeletedAccounts(deps)).toEqual({ tombstones: 1, withLeftovers: 0, expired: 0 });
    expect(deps.db.read('tombstones/asha')).toMatchObject({ deletedAt: NOW, trigger: 'deleteAccount' });

    deps.clock.advance(TOMBSTONE_RETENTION_MS + DAY);
    // A retry of the cascade does not restart the clock.
    await deleteUserData(deps, 'asha', 'authOnDelete');
    expect(await sweepDeletedAccounts(deps)).toEqual({ tombstones: 1, withLeftovers: 0, expired: 1 });
    expect(deps.db.read('tombstones')).toBeNull();
  });

  it('finishes a deletion whose cascade failed before removing the auth user', async () => {
    const deps = setup();
    deps.auth.deleteUser = async () => {
      throw new Error('auth unavailable');
    };
    await expect(deleteUserData(deps, 'asha', 'deleteAccount')).rejects.toThrow('auth unavailable');
    const deleted: string[] = [];
    deps.auth.deleteUser = async (uid) => {
      deleted.push(uid);
    };
    await sweepDeletedAccounts(deps);
    expect(deleted).toEqual(['asha']);
  });
});
