import { HttpsError } from 'firebase-functions/https';
import { quotaPath, requestPath, userRequestsPath } from '../contracts/database-paths.js';
import { OPEN_UNPAID_REQUESTS_MAX, REQUEST_CREATIONS_PER_HOUR, REQUEST_QUOTA_MESSAGE } from '../contracts/limits.js';
import type { RequestQuotaRecord } from '../contracts/quotas.js';
import type { PaymentStatus } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';

const HOUR_MS = 60 * 60 * 1000;

type CreatedAtById = Record<string, number>;

function entriesSince(entries: CreatedAtById | undefined, since: number): CreatedAtById {
  return Object.fromEntries(Object.entries(entries ?? {}).filter(([, createdAt]) => createdAt > since));
}

/**
 * The quota of an account that has none yet (its requests predate the quota, or it never created one): counted
 * once from what it has, so an account that already holds 200 unpaid requests is not given 20 more.
 */
function quotaFromRequests(
  requests: Record<string, { paymentStatus?: PaymentStatus; createdAt?: number }> | null,
  now: number,
): RequestQuotaRecord {
  const open: CreatedAtById = {};
  for (const [id, request] of Object.entries(requests ?? {})) {
    if (request?.paymentStatus !== 'paid') open[id] = typeof request?.createdAt === 'number' ? request.createdAt : now;
  }
  return { open, recent: entriesSince(open, now - HOUR_MS), countedAt: now, updatedAt: now };
}

/** Pure: the quota with one more request, or undefined when either limit is reached. */
function withCreation(quota: RequestQuotaRecord, requestId: string, now: number): RequestQuotaRecord | undefined {
  const open = quota.open ?? {};
  const recent = entriesSince(quota.recent, now - HOUR_MS);
  if (Object.keys(open).length >= OPEN_UNPAID_REQUESTS_MAX) return undefined;
  if (Object.keys(recent).length >= REQUEST_CREATIONS_PER_HOUR) return undefined;
  return {
    ...quota,
    open: { ...open, [requestId]: now },
    recent: { ...recent, [requestId]: now },
    updatedAt: now,
  };
}

/**
 * Takes one request slot for `requestId` in a transaction on `quotas/{uid}`, so concurrent creations cannot both
 * take the last one, or throws resource-exhausted with the product's message. When the open set is full, ids whose
 * request is gone or paid (a release that failed half-way) are dropped and the slot is tried once more: the
 * counter heals itself instead of locking an account out.
 */
export async function takeRequestSlot(db: Db, uid: string, requestId: string, now: number): Promise<void> {
  const path = quotaPath(uid);
  const attempt = async () => {
    const seed =
      (await db.get<RequestQuotaRecord>(path)) ?? quotaFromRequests(await db.get(userRequestsPath(uid)), now);
    const result = await db.transaction<RequestQuotaRecord>(path, (current) => {
      const base = current ?? seed;
      // On a first call with the SDK's empty cache (`null`), aborting would trust a possibly stale seed: answer the
      // seed instead, which the SDK compares with the stored value and retries on when they differ.
      return withCreation(base, requestId, now) ?? (current === null ? base : undefined);
    });
    return { taken: result.committed && result.value?.open?.[requestId] === now, quota: result.value };
  };

  let outcome = await attempt();
  if (!outcome.taken && (await dropStaleOpenEntries(db, uid, outcome.quota))) outcome = await attempt();
  if (outcome.taken) return;
  const open = Object.keys(outcome.quota?.open ?? {}).length;
  logs.requestQuotaReached(uid, open, Object.keys(entriesSince(outcome.quota?.recent, now - HOUR_MS)).length);
  throw new HttpsError('resource-exhausted', REQUEST_QUOTA_MESSAGE);
}

/** Removes open ids whose request no longer exists or is paid; true when any was removed. */
async function dropStaleOpenEntries(db: Db, uid: string, quota: RequestQuotaRecord | null): Promise<boolean> {
  const ids = Object.keys(quota?.open ?? {});
  // Only the status child is read: a request carries an icon of up to 200 KB.
  const statuses = await Promise.all(ids.map((id) => db.get<PaymentStatus>(`${requestPath(uid, id)}/paymentStatus`)));
  const stale = ids.filter((_, index) => statuses[index] === null || statuses[index] === 'paid');
  if (stale.length === 0) return false;
  await db.update(Object.fromEntries(stale.map((id) => [openSlotPath(uid, id), null])));
  return true;
}

/** Where an open request holds its slot; deleting it (with the request, in one update) frees the slot. */
export const openSlotPath = (uid: string, requestId: string): string => `${quotaPath(uid)}/open/${requestId}`;

/** A request stopped being open (paid): its slot is free again. Idempotent. */
export async function releaseRequestSlot(db: Db, uid: string, requestId: string): Promise<void> {
  await db.set(openSlotPath(uid, requestId), null);
}

/** A creation that took its slot but could not write its request: it never happened, so it counts nowhere. */
export async function undoRequestSlot(db: Db, uid: string, requestId: string): Promise<void> {
  await db.update({ [openSlotPath(uid, requestId)]: null, [`${quotaPath(uid)}/recent/${requestId}`]: null });
}
