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

/** One limit of a windowed counter: at most `limit` starts per `windowMs`. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** Taken with the slots left under each limit, or refused with the first limit that is full and when it frees. */
export type LimitsSlot =
  | { taken: true; left: number[] }
  | { taken: false; refusedBy: number; retryAfterSeconds: number };

/**
 * Takes one slot under every limit at once at `path` (an hourly and a daily cap share one log of start times, kept
 * for the longest window). A transaction, so two concurrent callers cannot both take the last slot, and a refusal by
 * one limit takes nothing from the others.
 */
export async function takeLimitsSlot(
  db: Db,
  path: string,
  limits: readonly WindowLimit[],
  nowMs: number,
): Promise<LimitsSlot> {
  const longest = Math.max(...limits.map((limit) => limit.windowMs));
  const full = (log: WindowLog | null) =>
    limits.findIndex((limit) => recentTimes(log, nowMs, limit.windowMs).length >= limit.limit);
  const result = await db.transaction<WindowLog>(path, (current) => {
    if (full(current) !== -1) return undefined;
    return { times: [...recentTimes(current, nowMs, longest), nowMs] };
  });
  if (result.committed) {
    const left = limits.map((limit) =>
      Math.max(0, limit.limit - recentTimes(result.value, nowMs, limit.windowMs).length),
    );
    return { taken: true, left };
  }
  const refusedBy = Math.max(0, full(result.value));
  const limit = limits[refusedBy] as WindowLimit;
  const times = recentTimes(result.value, nowMs, limit.windowMs);
  // The slot frees when enough of the oldest starts have left the window to bring the count below the limit.
  const freeing = times[times.length - limit.limit] ?? nowMs;
  return { taken: false, refusedBy, retryAfterSeconds: (freeing + limit.windowMs - nowMs) / 1000 };
}

/** Takes one slot of `limit` per `windowMs` at `path`. */
export async function takeWindowSlot(
  db: Db,
  path: string,
  limit: number,
  windowMs: number,
  nowMs: number,
): Promise<WindowSlot> {
  const slot = await takeLimitsSlot(db, path, [{ limit, windowMs }], nowMs);
  return slot.taken
    ? { taken: true, left: slot.left[0] ?? 0 }
    : { taken: false, retryAfterSeconds: slot.retryAfterSeconds };
}
