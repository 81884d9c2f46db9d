import { describe, expect, it } from 'vitest';
import { ManualClock } from '../__tests__/fixtures.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { consumeDownloadLink, sweepDownloadUses } from './download-uses.js';

const target = { kind: 'build', buildId: 'b1' } as const;

describe('download link uses', () => {
  it('keys a use on the signed nonce (hashed with owner and file), never the token, once however often used', async () => {
    const deps = { db: new MemoryDb(), clock: new ManualClock() };
    const expiresAt = Math.floor(deps.clock.now() / 1000) + 900;
    const claims = { uid: 'asha', target, expiresAt, nonce: 'nonceAAAAAAA' };
    await consumeDownloadLink(deps, claims, 'GET');
    await consumeDownloadLink(deps, claims, 'GET');
    const uses = deps.db.read('downloadUses') as Record<string, unknown>;
    expect(Object.keys(uses)).toHaveLength(1);
    const [key] = Object.keys(uses);
    expect(key).toMatch(new RegExp(`^0*${expiresAt}-[A-Za-z0-9_-]{43}$`));
    expect(JSON.stringify(uses)).not.toContain('nonceAAAAAAA');
    expect(Object.values(uses)[0]).toEqual({ uid: 'asha', firstUsedAt: deps.clock.now(), expiresAt: expiresAt * 1000 });
    // Another link of the same file (another nonce) has a use of its own.
    await consumeDownloadLink(deps, { ...claims, nonce: 'nonceBBBBBBB' }, 'GET');
    expect(Object.keys(deps.db.read('downloadUses') as object)).toHaveLength(2);
  });

  it('refuses a link from two minutes after its first use; HEAD consumes nothing', async () => {
    const deps = { db: new MemoryDb(), clock: new ManualClock() };
    const claims = { uid: 'asha', target, expiresAt: Math.floor(deps.clock.now() / 1000) + 900, nonce: 'nonceCCCCCCC' };
    await consumeDownloadLink(deps, claims, 'HEAD');
    expect(deps.db.read('downloadUses')).toBeNull();
    await consumeDownloadLink(deps, claims, 'GET');
    deps.clock.advance(120_000);
    await consumeDownloadLink(deps, claims, 'GET');
    deps.clock.advance(1);
    await expect(consumeDownloadLink(deps, claims, 'GET')).rejects.toThrow(/already been used/);
  });

  it('the sweep removes the uses of expired links only, oldest first', async () => {
    const deps = { db: new MemoryDb(), clock: new ManualClock() };
    const now = Math.floor(deps.clock.now() / 1000);
    for (const [nonce, expiresAt] of [
      ['aaaaaaaaaaaa', now + 900],
      ['bbbbbbbbbbbb', now + 60],
      ['cccccccccccc', now + 1800],
    ] as const) {
      await consumeDownloadLink(deps, { uid: 'asha', target, expiresAt, nonce }, 'GET');
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
