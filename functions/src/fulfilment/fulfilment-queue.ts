import { FULFILMENT_QUEUE_PATH, fulfilmentQueuePath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';

/**
 * `fulfilmentQueue/{uid}/{requestId}` (docs/data-model.md): a paid request whose deliverables are not all ready.
 * Written when fulfilment starts, removed when it completes or needs a person; the retry sweep reads only this
 * (never all requests), so its cost follows the work pending, not the size of the product.
 */
interface FulfilmentQueueEntry {
  since: number;
  /** Runs that ended with a failure on our side. */
  attempts: number;
  nextAttemptAt: number;
  /** The versionCode this request's files carry, once assigned: every retry reuses it. */
  versionCode?: number;
}

/** Retries after our-side failures: 1, 2, 4 ... minutes, at most an hour apart, then a person takes over. */
export const MAX_ATTEMPTS = 8;
function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export async function enqueue(db: Db, uid: string, requestId: string, nowMs: number): Promise<FulfilmentQueueEntry> {
  const result = await db.transaction<FulfilmentQueueEntry>(
    fulfilmentQueuePath(uid, requestId),
    (current) => current ?? { since: nowMs, attempts: 0, nextAttemptAt: nowMs },
  );
  if (!result.value) throw new Error('fulfilment queue entry did not commit');
  return result.value;
}

/** Keeps the first versionCode recorded for the request and answers it (a concurrent run may have set one). */
export async function keepVersionCode(db: Db, uid: string, requestId: string, versionCode: number): Promise<number> {
  const result = await db.transaction<FulfilmentQueueEntry>(fulfilmentQueuePath(uid, requestId), (current) => {
    // null: the SDK's empty cache (answering null lets it retry with the server's value), or the entry is gone
    // because the request completed meanwhile; either way nothing is created here.
    if (current === null) return null;
    return current.versionCode === undefined ? { ...current, versionCode } : current;
  });
  return result.value?.versionCode ?? versionCode;
}

/** After a failure on our side: the next attempt's time, or 'gave-up' (entry removed) after MAX_ATTEMPTS. */
export async function scheduleRetry(
  db: Db,
  uid: string,
  requestId: string,
  nowMs: number,
): Promise<{ gaveUp: boolean; attempts: number; nextAttemptAt: number | null }> {
  const result = await db.transaction<FulfilmentQueueEntry>(fulfilmentQueuePath(uid, requestId), (current) => {
    const entry = current ?? { since: nowMs, attempts: 0, nextAttemptAt: nowMs };
    const attempts = entry.attempts + 1;
    if (attempts >= MAX_ATTEMPTS) return null;
    return { ...entry, attempts, nextAttemptAt: nowMs + retryDelayMs(attempts) };
  });
  if (result.value === null) return { gaveUp: true, attempts: MAX_ATTEMPTS, nextAttemptAt: null };
  return { gaveUp: false, attempts: result.value.attempts, nextAttemptAt: result.value.nextAttemptAt };
}

export async function dequeue(db: Db, uid: string, requestId: string): Promise<void> {
  await db.set(fulfilmentQueuePath(uid, requestId), null);
}

interface DueEntry {
  uid: string;
  requestId: string;
  entry: FulfilmentQueueEntry;
}

/** Every queued request whose next attempt is due, oldest first. */
export async function dueEntries(db: Db, nowMs: number): Promise<DueEntry[]> {
  const queue = (await db.get<Record<string, Record<string, FulfilmentQueueEntry>>>(FULFILMENT_QUEUE_PATH)) ?? {};
  const due: DueEntry[] = [];
  for (const [uid, requests] of Object.entries(queue)) {
    for (const [requestId, entry] of Object.entries(requests ?? {})) {
      if (typeof entry?.nextAttemptAt === 'number' && entry.nextAttemptAt <= nowMs) due.push({ uid, requestId, entry });
    }
  }
  return due.sort((a, b) => a.entry.nextAttemptAt - b.entry.nextAttemptAt);
}
