import { publishingPath, requestPath } from '../contracts/database-paths.js';
import type { PublishingRecord } from '../contracts/publishing.js';
import {
  accessGivenAt,
  applyTrackerEvent,
  type TrackerEvent,
  type TrackerOutcome,
} from '../contracts/publishing-steps.js';
import { currentStep, type MarkedBy, type PublishingTrackerState } from '../contracts/publishing-tracker.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';
import * as logs from './publishing-logs.js';

/** The record, its tracker present even when empty (the database keeps no empty objects). */
export async function loadPublishing(db: Db, uid: string, requestId: string): Promise<PublishingRecord | null> {
  const record = await db.get<PublishingRecord>(publishingPath(uid, requestId));
  return record ? { ...record, tracker: record.tracker ?? {} } : null;
}

/** Writes some fields of the record (null removes one), stamping updatedAt. */
export async function patchPublishing(
  db: Db,
  uid: string,
  requestId: string,
  fields: Record<string, unknown>,
  now: number,
): Promise<void> {
  const base = publishingPath(uid, requestId);
  await db.update(
    Object.fromEntries(
      [...Object.entries(fields), ['updatedAt', now]].map(([key, value]) => [`${base}/${key}`, value]),
    ),
  );
}

/**
 * The request carries where publishing stands (`publishingStep`, `publishingAccessGivenAt`), so the requests list and
 * the support queue show it, and its promise clock, without reading every publishing record. Only an existing
 * request is touched: a mirror never brings a deleted one back.
 */
async function mirrorOnRequest(db: Db, uid: string, requestId: string, state: PublishingTrackerState): Promise<void> {
  const step = currentStep(state) ?? 'live';
  const started = accessGivenAt(state);
  await db.transaction<RequestRecord>(requestPath(uid, requestId), (current) => {
    if (current === null) return null;
    const { publishingAccessGivenAt: _previous, ...rest } = current;
    return { ...rest, publishingStep: step, ...(started ? { publishingAccessGivenAt: started } : {}) };
  });
}

/**
 * Applies one tracker event in a transaction (contracts/publishing-steps.ts decides; a refusal writes nothing) and
 * mirrors the result on the request. Out-of-order system events (a listing completed before access was given) are
 * simply not applied; the step is marked when its turn comes (connect and save re-check it).
 */
export async function applyTracker(
  db: Db,
  uid: string,
  requestId: string,
  event: TrackerEvent,
  by: MarkedBy,
  now: number,
): Promise<TrackerOutcome> {
  let outcome: TrackerOutcome = { ok: false, reason: 'not-yet', message: 'Open the publishing section first.' };
  // On the whole record, which exists once opened: null is then only the SDK's empty cache (it calls again with the
  // stored value), never an empty tracker, so no event is lost to an abort on a first null.
  const written = await db.transaction<PublishingRecord>(publishingPath(uid, requestId), (current) => {
    if (current === null) return null;
    outcome = applyTrackerEvent(current.tracker ?? {}, event, by, now);
    return outcome.ok && outcome.changed ? { ...current, tracker: outcome.state, updatedAt: now } : undefined;
  });
  const settled = outcome as TrackerOutcome;
  if (settled.ok && settled.changed && written.committed) {
    await mirrorOnRequest(db, uid, requestId, settled.state);
    logs.publishingStepChanged(uid, requestId, event.kind, by);
  }
  return settled;
}
