/**
 * A light per-instance sliding-window limit per client address (docs/api.md "Limits and rate limits"). It keeps
 * one instance from being used as a request cannon; it is not shared between instances, and a client that forges
 * X-Forwarded-For can spread itself over keys, which only matters for abuse that App Check/Cloud Armor would stop.
 */
export class IpRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxTrackedClients = 10_000,
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
    if (this.hits.size > this.maxTrackedClients) {
      const oldestKey = this.hits.keys().next().value;
      if (oldestKey !== undefined) this.hits.delete(oldestKey);
    }
    return 0;
  }
}
