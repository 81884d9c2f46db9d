import { HttpsError } from 'firebase-functions/https';
import { PACKAGE_MESSAGES } from '../contracts/packages.js';
import type { Db } from '../platform/db.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { choosePackage, claimChosenPackage, type PackageChoice } from './package-claims.js';
import { recordSiteConfirmation, requireSiteConfirmation } from './site-confirmation.js';
import type { BuildBody } from './validate-build-body.js';

/** The package a build chose before taking a slot: nothing is written yet. */
export interface ChosenPackage {
  /** The engine's default id of the site (docs/shell-contract.md "Package ids"). */
  derived: string;
  choice: PackageChoice;
}

/** The package a build signs, claimed for the account, with the site confirmation that covers it. */
export interface BuildPackage {
  packageName: string;
  siteConfirmedAt: number;
  /** Why the id differs from the site's default, for the owner (PACKAGE_MESSAGES.defaultClaimed). */
  notice?: string;
}

/**
 * Refusals that need neither a slot nor a write come first: an invalid id, one another account holds, a site never
 * confirmed for this package.
 */
export async function choosePackageForBuild(
  deps: { db: Db; engine: Pick<ApkEngine, 'derivePackageName' | 'isConfigError'> },
  uid: string,
  body: Pick<BuildBody, 'url' | 'packageName' | 'confirmSite'>,
): Promise<ChosenPackage> {
  let derived: string;
  try {
    derived = deps.engine.derivePackageName(body.url);
  } catch (error) {
    if (deps.engine.isConfigError(error)) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  const choice = await choosePackage(deps.db, uid, derived, body.packageName);
  await requireSiteConfirmation(deps.db, uid, choice.packageName, body.confirmSite);
  return { derived, choice };
}

/**
 * Claims the chosen package (a transaction) and records the confirmation once. A default id lost to a concurrent
 * build of another account moves to this account's next default, which needs its own confirmation.
 */
export async function claimBuildPackage(
  db: Db,
  uid: string,
  chosen: ChosenPackage,
  confirmsNow: boolean,
  nowMs: number,
): Promise<BuildPackage> {
  const claimed = await claimChosenPackage(db, uid, chosen.derived, chosen.choice, nowMs);
  const confirmedBefore = await requireSiteConfirmation(db, uid, claimed.packageName, confirmsNow);
  return {
    packageName: claimed.packageName,
    siteConfirmedAt: confirmedBefore ?? (await recordSiteConfirmation(db, uid, claimed.packageName, nowMs)),
    ...(claimed.defaultTakenFrom
      ? { notice: PACKAGE_MESSAGES.defaultClaimed(claimed.defaultTakenFrom, claimed.packageName) }
      : {}),
  };
}
