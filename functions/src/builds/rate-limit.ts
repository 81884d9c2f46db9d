import { buildRateLimitPath } from '../contracts/database-paths.js';
import type { Db } from '../platform/db.js';
import { takeLimitsSlot } from '../platform/sliding-window.js';
import { rateLimited } from '../platform/http/errors.js';
import * as logs from '../logs.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Takes one free-build slot for the user at `rateLimits/builds/{uid}` (a sliding hour and a sliding day, one log) or
 * throws 429 (resource-exhausted) with the seconds until the limit that refused frees a slot. Answers how many free
 * builds are left after this one (the smaller of the two), so the web app can say so before a limit is hit.
 */
export async function takeBuildSlot(
  db: Db,
  uid: string,
  caps: { perHour: number; perDay: number },
  nowMs: number,
): Promise<{ freeBuildsLeft: number }> {
  const { perHour, perDay } = caps;
  const limits = [
    { limit: perHour, windowMs: HOUR_MS },
    { limit: perDay, windowMs: DAY_MS },
  ];
  const slot = await takeLimitsSlot(db, buildRateLimitPath(uid), limits, nowMs);
  if (slot.taken) return { freeBuildsLeft: Math.min(...slot.left) };
  const { retryAfterSeconds } = slot;
  logs.buildRateLimited(uid, Math.ceil(retryAfterSeconds));
  const period = slot.refusedBy === 0 ? `${perHour} free builds per hour` : `${perDay} free builds per day`;
  throw rateLimited(
    `You have reached the limit of ${period}. Please try again in ${waitText(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}
