import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import { packageClaimPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import { MAX_PACKAGE_NAME_LENGTH, packageNameProblem } from '../contracts/package-name.js';
import { PACKAGE_MESSAGES, type PackageClaim } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';

/**
 * Package ids on Apkforge belong to the first account that builds them (docs/data-model.md `packageClaims`): two
 * accounts must never ship different apps, signed by different keys, under one id, or one would be unable to
 * publish. The claim is a transaction on `packageClaims/{packageKey}`, so of two concurrent first builds exactly
 * one account wins.
 */

/** The package a build or an import resolved to for one account. */
export interface PackageChoice {
  packageName: string;
  /** True when the account asked for this id; false for the site's default id. */
  requested: boolean;
  /** The site's first default id when another account holds it and this account got its own. */
  defaultTakenFrom?: string;
}

/**
 * A segment of letters and digits that only this account produces: a hash of the uid, so a second account's
 * default id is the same on every rebuild (an update installs over the app) and says nothing about the account.
 */
function accountSegment(uid: string, length: number): string {
  const digest = createHash('sha256').update(`apkforge/package-default/${uid}`).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let segment = 'u';
  for (let i = 0; segment.length <= length; i += 1) segment += alphabet[(digest[i] ?? 0) % 32];
  return segment;
}

/** `base` plus one segment, dropping the deepest subdomain labels (as the engine does) until it fits. */
function withSegment(base: string, segment: string): string {
  const segments = base.split('.');
  while (segments.length > 2 && [...segments, segment].join('.').length > MAX_PACKAGE_NAME_LENGTH) {
    segments.splice(-2, 1);
  }
  return [...segments, segment].join('.');
}

/**
 * The default ids of a site for one account, in order: the site's own default, then two that carry the account's
 * hash (8, then 16 characters, in case someone asked for the first one by hand).
 */
export function defaultCandidates(derived: string, uid: string): string[] {
  return [derived, withSegment(derived, accountSegment(uid, 8)), withSegment(derived, accountSegment(uid, 16))];
}

/** Who holds each candidate, by read (no claim made). */
async function holders(db: Db, names: string[]): Promise<(string | null)[]> {
  return Promise.all(
    names.map(async (name) => (await db.get<PackageClaim>(packageClaimPath(packageKey(name))))?.uid ?? null),
  );
}

/**
 * The default id this account builds a site under, without claiming it: one it already holds (so its rebuilds stay
 * on the same id even if an earlier candidate frees up), else the first nobody holds; null when every one is held.
 */
export async function defaultPackageFor(db: Db, uid: string, derived: string): Promise<PackageChoice | null> {
  const candidates = defaultCandidates(derived, uid);
  const held = await holders(db, candidates);
  const index = held.includes(uid) ? held.indexOf(uid) : held.indexOf(null);
  if (index < 0) return null;
  const packageName = candidates[index] as string;
  return { packageName, requested: false, ...(index > 0 ? { defaultTakenFrom: derived } : {}) };
}

/** Claims `packageName` for `uid` unless another account holds it. True when `uid` holds it afterwards. */
export async function claimPackage(db: Db, uid: string, packageName: string, nowMs: number): Promise<boolean> {
  const result = await db.transaction<PackageClaim>(packageClaimPath(packageKey(packageName)), (current) => {
    if (current && current.uid !== uid) return undefined;
    return current ?? { uid, claimedAt: nowMs };
  });
  return result.value?.uid === uid;
}

/** Checks an id the account asked for: a valid, Play-safe name that no other account holds. */
export async function requestedPackage(db: Db, uid: string, requested: string): Promise<PackageChoice> {
  const problem = packageNameProblem(requested);
  if (problem) throw new HttpsError('invalid-argument', problem);
  const [holder] = await holders(db, [requested]);
  if (holder && holder !== uid) throw new HttpsError('already-exists', PACKAGE_MESSAGES.claimedByAnother(requested));
  return { packageName: requested, requested: true };
}

/** The package a build will use, read-only: the requested id, or this account's default for the site. */
export async function choosePackage(
  db: Db,
  uid: string,
  derived: string,
  requested: string | undefined,
): Promise<PackageChoice> {
  if (requested) return requestedPackage(db, uid, requested);
  const choice = await defaultPackageFor(db, uid, derived);
  if (!choice) throw new HttpsError('already-exists', PACKAGE_MESSAGES.noDefaultLeft);
  return choice;
}

/**
 * Claims the chosen package. A requested id lost to a concurrent build of another account is refused; a default
 * id lost that way moves on to this account's next default (at most once per candidate).
 */
export async function claimChosenPackage(
  db: Db,
  uid: string,
  derived: string,
  choice: PackageChoice,
  nowMs: number,
): Promise<PackageChoice> {
  let current = choice;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await claimPackage(db, uid, current.packageName, nowMs)) return current;
    if (current.requested)
      throw new HttpsError('already-exists', PACKAGE_MESSAGES.claimedByAnother(current.packageName));
    current = await choosePackage(db, uid, derived, undefined);
  }
  throw new HttpsError('already-exists', PACKAGE_MESSAGES.noDefaultLeft);
}
