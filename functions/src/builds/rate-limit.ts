import { buildRateLimitPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import { takeWindowSlot } from '../platform/sliding-window.js';
import { rateLimited } from '../http/errors.js';
import * as logs from '../logs.js';

const WINDOW_MS = 60 * 60 * 1000;

/**
 * Takes one free-build slot for the user at `rateLimits/builds/{uid}` (a sliding hour) or throws 429
 * (resource-exhausted) with the seconds until the oldest build of the window leaves it. Answers how many free builds
 * are left in the window after this one, so the web app can say so before the limit is hit.
 */
export async function takeBuildSlot(
  db: Db,
  uid: string,
  perHour: number,
  nowMs: number,
): Promise<{ freeBuildsLeft: number }> {
  const slot = await takeWindowSlot(db, buildRateLimitPath(uid), perHour, WINDOW_MS, nowMs);
  if (slot.taken) return { freeBuildsLeft: slot.left };
  const { retryAfterSeconds } = slot;
  logs.buildRateLimited(uid, Math.ceil(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw rateLimited(
    `You have reached the limit of ${perHour} free builds per hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}
