import { deliverablePath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { Db } from '../platform/db.js';
import type { PlannedDeliverable } from './plan-deliverables.js';

/**
 * How long a claim holds a deliverable. Longer than any function that builds may run (120 s), so a claim older
 * than this belongs to a build that died, and the next attempt may take it over.
 */
export const CLAIM_LEASE_MS = 3 * 60 * 1000;

type ClaimOutcome =
  | { claimed: true; record: DeliverableRecord }
  | { claimed: false; reason: 'ready' | 'building-elsewhere' | 'needs-support' };

function withoutFailure(record: DeliverableRecord): DeliverableRecord {
  const { error: _error, failure: _failure, ...rest } = record;
  return rest;
}

/**
 * The claim as a transaction update: a new, failed-by-our-side or abandoned deliverable becomes 'building' under
 * this claim; a ready one, one another build holds, and one the request itself cannot build are left alone
 * (`undefined` aborts). Everything else of the record stays, above all the versionCode a previous attempt used.
 */
export function claimUpdate(
  current: DeliverableRecord | null,
  planned: PlannedDeliverable,
  claimId: string,
  nowMs: number,
): DeliverableRecord | undefined {
  if (current === null) {
    return {
      id: planned.id,
      kind: planned.kind,
      status: 'building',
      label: planned.label,
      source: 'fulfilment',
      createdAt: nowMs,
      updatedAt: nowMs,
      attempts: 1,
      claimId,
      claimedAt: nowMs,
    };
  }
  if (current.status === 'ready') return undefined;
  if (current.status === 'failed' && current.failure === 'input') return undefined;
  if (current.status === 'building' && nowMs - (current.claimedAt ?? 0) < CLAIM_LEASE_MS) return undefined;
  return {
    ...withoutFailure(current),
    status: 'building',
    attempts: (current.attempts ?? 0) + 1,
    claimId,
    claimedAt: nowMs,
    updatedAt: nowMs,
  };
}

function reasonOf(record: DeliverableRecord | null): 'ready' | 'building-elsewhere' | 'needs-support' {
  if (record?.status === 'ready') return 'ready';
  if (record?.status === 'failed') return 'needs-support';
  return 'building-elsewhere';
}

/** Claims one deliverable of a request for this build, in a transaction keyed by request + deliverable id. */
export async function claimDeliverable(
  db: Db,
  uid: string,
  requestId: string,
  planned: PlannedDeliverable,
  claimId: string,
  nowMs: number,
): Promise<ClaimOutcome> {
  const result = await db.transaction<DeliverableRecord>(deliverablePath(uid, requestId, planned.id), (current) =>
    claimUpdate(current, planned, claimId, nowMs),
  );
  if (result.committed && result.value?.claimId === claimId && result.value.status === 'building') {
    return { claimed: true, record: result.value };
  }
  return { claimed: false, reason: reasonOf(result.value) };
}

/**
 * Writes the outcome of a claimed build, only while the claim is still ours: a build that outlived its lease
 * (another attempt took over) must not overwrite what the newer attempt wrote. Returns whether it was written.
 */
export async function settleDeliverable(
  db: Db,
  uid: string,
  requestId: string,
  deliverableId: string,
  claimId: string,
  outcome: Partial<DeliverableRecord> & Pick<DeliverableRecord, 'status' | 'updatedAt'>,
): Promise<boolean> {
  const result = await db.transaction<DeliverableRecord>(deliverablePath(uid, requestId, deliverableId), (current) => {
    // null: the SDK's empty cache (the record exists: we claimed it), or the account was deleted meanwhile; a
    // null answer writes nothing and lets the SDK retry with the server's value.
    if (current === null) return null;
    if (current.claimId !== claimId || current.status !== 'building') return undefined;
    const { claimId: _claim, claimedAt: _at, ...rest } = withoutFailure(current);
    return { ...rest, ...outcome };
  });
  return result.committed && result.value?.status === outcome.status;
}
