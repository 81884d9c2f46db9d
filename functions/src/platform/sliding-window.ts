import type { Db } from './db.js';

/** A sliding-window counter at one database path: `{ times: number[] }`, the start times inside the window. */
interface WindowLog {
  times?: number[] | Record<string, number>;
}

function recentTimes(log: WindowLog | null, nowMs: number, windowMs: number): number[] {
  // RTDB may hand a stored array back as an object with numeric keys.
  const raw = log?.times ? Object.values(log.times) : [];
  return raw.filter((time) => typeof time === 'number' && time > nowMs - windowMs).sort((a, b) => a - b);
}

/** A slot taken, with the slots still free in the window, or refused, with the seconds until one frees up. */
export type WindowSlot = { taken: true; left: number } | { taken: false; retryAfterSeconds: number };

/**
 * Takes one slot of `limit` per `windowMs` at `path`. A transaction, so two concurrent callers cannot both take the
 * last slot.
 */
export async function takeWindowSlot(
  db: Db,
  path: string,
  limit: number,
  windowMs: number,
  nowMs: number,
): Promise<WindowSlot> {
  const result = await db.transaction<WindowLog>(path, (current) => {
    const times = recentTimes(current, nowMs, windowMs);
    if (times.length >= limit) return undefined;
    return { times: [...times, nowMs] };
  });
  if (result.committed)
    return { taken: true, left: Math.max(0, limit - recentTimes(result.value, nowMs, windowMs).length) };
  const oldest = recentTimes(result.value, nowMs, windowMs)[0] ?? nowMs;
  return { taken: false, retryAfterSeconds: (oldest + windowMs - nowMs) / 1000 };
}
