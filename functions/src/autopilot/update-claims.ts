import { packagePath } from '../contracts/database-paths.js';
import { REBUILD_LEASE_MS, type AppUpdate } from '../contracts/autopilot.js';
import { packageKey } from '../contracts/package-key.js';
import type { Db } from '../platform/db.js';

const updatePath = (uid: string, packageName: string) => `${packagePath(uid, packageKey(packageName))}/update`;

export type Claim =
  | { kind: 'claimed'; update: AppUpdate }
  | { kind: 'none' }
  | { kind: 'rebuilt'; update: AppUpdate }
  | { kind: 'busy' };

/**
 * Takes an app's update for one rebuild (docs/data-model.md `packages` `update`): only one at a time (a lease, taken
 * over when its holder died), and never twice: a rebuilt update answers with its build instead.
 */
export async function claimUpdate(db: Db, uid: string, packageName: string, nowMs: number): Promise<Claim> {
  let claim: Claim = { kind: 'none' };
  await db.transaction<AppUpdate>(updatePath(uid, packageName), (current) => {
    if (current === null) {
      claim = { kind: 'none' };
      return null;
    }
    if (current.status === 'rebuilt') {
      claim = { kind: 'rebuilt', update: current };
      return undefined;
    }
    if (current.status === 'rebuilding' && nowMs - (current.claimedAt ?? 0) < REBUILD_LEASE_MS) {
      claim = { kind: 'busy' };
      return undefined;
    }
    const next: AppUpdate = { ...current, status: 'rebuilding', claimedAt: nowMs };
    claim = { kind: 'claimed', update: next };
    return next;
  });
  return claim;
}

/** Writes the outcome of a claimed rebuild, unless the update changed meanwhile (a newer campaign). */
export async function settleUpdate(
  db: Db,
  uid: string,
  packageName: string,
  claimed: AppUpdate,
  outcome: Partial<AppUpdate> & Pick<AppUpdate, 'status'>,
): Promise<void> {
  await db.transaction<AppUpdate>(updatePath(uid, packageName), (current) => {
    if (current === null) return null;
    if (current.campaignId !== claimed.campaignId || current.claimedAt !== claimed.claimedAt) return undefined;
    const { claimedAt: _lease, error: _error, ...rest } = current;
    return { ...rest, ...outcome };
  });
}
