import { buildRateLimitPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import { rateLimited } from '../http/errors.js';
import * as logs from '../logs.js';

const WINDOW_MS = 60 * 60 * 1000;

/** `rateLimits/builds/{uid}`: the times of the builds of the last hour (a sliding window). */
interface BuildLog {
  times?: number[] | Record<string, number>;
}

function recentTimes(log: BuildLog | null, nowMs: number): number[] {
  // RTDB may hand a stored array back as an object with numeric keys.
  const raw = log?.times ? Object.values(log.times) : [];
  return raw.filter((time) => typeof time === 'number' && time > nowMs - WINDOW_MS).sort((a, b) => a - b);
}

/**
 * Takes one free-build slot for the user or throws 429 (resource-exhausted) with the seconds until the oldest
 * build of the window leaves it. A transaction, so two concurrent builds cannot both take the last slot. Answers
 * how many free builds are left in the window after this one, so the web app can say so before the limit is hit.
 */
export async function takeBuildSlot(
  db: Db,
  uid: string,
  perHour: number,
  nowMs: number,
): Promise<{ freeBuildsLeft: number }> {
  const result = await db.transaction<BuildLog>(buildRateLimitPath(uid), (current) => {
    const times = recentTimes(current, nowMs);
    if (times.length >= perHour) return undefined;
    return { times: [...times, nowMs] };
  });
  if (result.committed) return { freeBuildsLeft: Math.max(0, perHour - recentTimes(result.value, nowMs).length) };
  const oldest = recentTimes(result.value, nowMs)[0] ?? nowMs;
  const retryAfterSeconds = (oldest + WINDOW_MS - nowMs) / 1000;
  logs.buildRateLimited(uid, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw rateLimited(
    `You have reached the limit of ${perHour} free builds per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}
