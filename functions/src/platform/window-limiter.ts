/**
 * A per-instance sliding-window limit per key (docs/api.md "Limits and rate limits"): the frame check keys it on the
 * caller's uid, or for a signed-out preview on the address Google's front end appended (platform/http/from-node.ts);
 * the notification reports on that address. It is not shared between instances; the function's own instance cap
 * bounds the total.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly maxTrackedKeys = 10_000,
  ) {}

  /** Records a hit; returns 0 when allowed, else the seconds until a slot frees. */
  take(key: string, nowMs: number): number {
    const recent = (this.hits.get(key) ?? []).filter((time) => time > nowMs - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? nowMs) + this.windowMs - nowMs) / 1000));
    }
    recent.push(nowMs);
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxTrackedKeys) {
      const oldestKey = this.hits.keys().next().value;
      if (oldestKey !== undefined) this.hits.delete(oldestKey);
    }
    return 0;
  }
}
