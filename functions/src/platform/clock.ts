/** Time comes in through this port so handlers and tests agree on `now` (milliseconds since the epoch). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoOf(ms: number): string {
  return new Date(ms).toISOString();
}
