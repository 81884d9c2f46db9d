import type { FrameCheckAnswer } from '../../contracts/frame-check.js';

/**
 * Recent verdicts per site (docs/api.md "GET /api/frame-check"): a second check of the same scheme, host and port
 * for the same web app within the lifetime answers from here, so no caller can make us fetch one site over and over
 * by varying the path or query. Bounded: past `maxEntries`, the least recently stored verdict goes first.
 */
export class VerdictCache {
  private readonly entries = new Map<string, { answer: FrameCheckAnswer; expiresAtMs: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, nowMs: number): FrameCheckAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: FrameCheckAnswer, nowMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { answer, expiresAtMs: nowMs + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
