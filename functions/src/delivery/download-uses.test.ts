import { describe, expect, it } from 'vitest';
import { ManualClock } from '../__tests__/fixtures.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { consumeDownloadLink, sweepDownloadUses } from './download-uses.js';

const target = { kind: 'build', buildId: 'b1' } as const;

describe('download link uses', () => {
  it('stores a hash of the token under its expiry, never the token, and one record however often it is used', async () => {
    const deps = { db: new MemoryDb(), clock: new ManualClock() };
    const expiresAt = Math.floor(deps.clock.now() / 1000) + 900;
    await consumeDownloadLink(deps, 'secret-token', { uid: 'asha', target, expiresAt }, 'GET');
    await consumeDownloadLink(deps, 'secret-token', { uid: 'asha', target, expiresAt }, 'GET');
    const uses = deps.db.read('downloadUses') as Record<string, unknown>;
    expect(Object.keys(uses)).toHaveLength(1);
    const [key] = Object.keys(uses);
    expect(key).toMatch(new RegExp(`^0*${expiresAt}-[A-Za-z0-9_-]{43}$`));
    expect(JSON.stringify(uses)).not.toContain('secret-token');
    expect(Object.values(uses)[0]).toEqual({ uid: 'asha', firstUsedAt: deps.clock.now(), expiresAt: expiresAt * 1000 });
  });

  it('the sweep removes the uses of expired links only, oldest first', async () => {
    const deps = { db: new MemoryDb(), clock: new ManualClock() };
    const now = Math.floor(deps.clock.now() / 1000);
    for (const [token, expiresAt] of [
      ['a', now + 900],
      ['b', now + 60],
      ['c', now + 1800],
    ] as const) {
      await consumeDownloadLink(deps, token, { uid: 'asha', target, expiresAt }, 'GET');
    }
    expect(await sweepDownloadUses(deps)).toBe(0);
    deps.clock.advance(901_000);
    expect(await sweepDownloadUses(deps)).toBe(2);
    expect(Object.keys(deps.db.read('downloadUses') as object)).toEqual([
      expect.stringMatching(new RegExp(`^0*${now + 1800}-`)),
    ]);
    expect(await sweepDownloadUses(deps)).toBe(0);
  });
});
