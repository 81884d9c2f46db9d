import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { codeOf, NOW } from '../__tests__/fixtures.js';
import { PACKAGE_MESSAGES } from '../contracts/packages.js';
import { MAX_PACKAGE_NAME_LENGTH, packageNameProblem } from '../contracts/package-name.js';
import {
  choosePackage,
  claimChosenPackage,
  claimPackage,
  defaultCandidates,
  defaultPackageFor,
  requestedPackage,
} from './package-claims.js';

const SITE = 'com.example_.app';

describe('package claims', () => {
  it('gives a package id to exactly one of many accounts claiming it at once', async () => {
    const db = new MemoryDb();
    const uids = Array.from({ length: 12 }, (_, i) => `user${i}`);
    const won = await Promise.all(uids.map((uid) => claimPackage(db, uid, 'in.shop.app', NOW)));
    expect(won.filter(Boolean)).toHaveLength(1);
    const winner = uids[won.indexOf(true)];
    expect(db.read('packageClaims/in,shop,app')).toEqual({ uid: winner, claimedAt: NOW });
    // The owner's later claims keep the first record; the others stay refused.
    expect(await claimPackage(db, winner!, 'in.shop.app', NOW + 5)).toBe(true);
    expect(db.read('packageClaims/in,shop,app')).toEqual({ uid: winner, claimedAt: NOW });
    expect(await claimPackage(db, winner === 'user0' ? 'user1' : 'user0', 'in.shop.app', NOW)).toBe(false);
  });

  it('keeps in.my_shop and in.my.shop apart (injective keys)', async () => {
    const db = new MemoryDb();
    expect(await claimPackage(db, 'asha', 'in.my_shop', NOW)).toBe(true);
    expect(await claimPackage(db, 'ravi', 'in.my.shop', NOW)).toBe(true);
  });

  it('gives a second account its own default id, stable across rebuilds, valid and Play-safe', async () => {
    const db = new MemoryDb();
    expect(await defaultPackageFor(db, 'asha', SITE)).toEqual({ packageName: SITE, requested: false });
    await claimPackage(db, 'asha', SITE, NOW);
    const ravi = await defaultPackageFor(db, 'ravi', SITE);
    expect(ravi?.packageName).toMatch(/^com\.example_\.app\.u[a-z2-7]{8}$/);
    expect(ravi?.defaultTakenFrom).toBe(SITE);
    expect(packageNameProblem(ravi!.packageName)).toBeNull();
    expect((await defaultPackageFor(db, 'ravi', SITE))?.packageName).toBe(ravi?.packageName);
    expect((await defaultPackageFor(db, 'meena', SITE))?.packageName).not.toBe(ravi?.packageName);
  });

  it('keeps the id an account already holds even when an earlier default frees up', async () => {
    const db = new MemoryDb();
    await claimPackage(db, 'asha', SITE, NOW);
    const second = defaultCandidates(SITE, 'ravi')[1]!;
    await claimPackage(db, 'ravi', second, NOW);
    db.write(`packageClaims/${SITE.replace(/\./g, ',')}`, null); // asha's account was deleted
    expect((await defaultPackageFor(db, 'ravi', SITE))?.packageName).toBe(second);
  });

  it('moves on when someone took the hashed default by hand, and says so when none is left', async () => {
    const db = new MemoryDb();
    const [first, second, third] = defaultCandidates(SITE, 'ravi') as [string, string, string];
    await claimPackage(db, 'asha', first, NOW);
    await claimPackage(db, 'squatter', second, NOW);
    expect((await defaultPackageFor(db, 'ravi', SITE))?.packageName).toBe(third);
    await claimPackage(db, 'squatter', third, NOW);
    expect(await defaultPackageFor(db, 'ravi', SITE)).toBeNull();
    await expect(choosePackage(db, 'ravi', SITE, undefined)).rejects.toThrow(PACKAGE_MESSAGES.noDefaultLeft);
  });

  it('fits the account segment within the length limit by dropping deep subdomain labels', () => {
    const long = `in.${'sub.'.repeat(22)}shop.app`.slice(0, MAX_PACKAGE_NAME_LENGTH);
    for (const candidate of defaultCandidates(long, 'ravi')) {
      expect(candidate.length).toBeLessThanOrEqual(MAX_PACKAGE_NAME_LENGTH);
      expect(packageNameProblem(candidate)).toBeNull();
    }
  });

  it('refuses a requested id that is invalid, reserved or held by another account, with the reason', async () => {
    const db = new MemoryDb();
    await claimPackage(db, 'asha', 'in.asha.shop', NOW);
    const held = requestedPackage(db, 'ravi', 'in.asha.shop');
    await expect(held).rejects.toThrow(PACKAGE_MESSAGES.claimedByAnother('in.asha.shop'));
    expect(await codeOf(requestedPackage(db, 'ravi', 'in.asha.shop'))).toBe('already-exists');
    await expect(requestedPackage(db, 'ravi', 'com.google.maps')).rejects.toThrow(
      'Package names starting with com.google. are reserved. Google Play does not accept them.',
    );
    expect(await codeOf(requestedPackage(db, 'ravi', 'in.1shop'))).toBe('invalid-argument');
    expect(await requestedPackage(db, 'asha', 'in.asha.shop')).toEqual({
      packageName: 'in.asha.shop',
      requested: true,
    });
  });

  it('refuses a requested id lost to a concurrent claim, and moves a lost default to the next one', async () => {
    const db = new MemoryDb();
    const requested = await requestedPackage(db, 'ravi', 'in.shared.app');
    const byDefault = await choosePackage(db, 'ravi', SITE, undefined);
    await claimPackage(db, 'asha', 'in.shared.app', NOW);
    await claimPackage(db, 'asha', SITE, NOW);
    expect(await codeOf(claimChosenPackage(db, 'ravi', SITE, requested, NOW))).toBe('already-exists');
    const moved = await claimChosenPackage(db, 'ravi', SITE, byDefault, NOW);
    expect(moved).toEqual({
      packageName: defaultCandidates(SITE, 'ravi')[1],
      requested: false,
      defaultTakenFrom: SITE,
    });
  });
});
