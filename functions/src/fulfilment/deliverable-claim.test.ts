import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import { CLAIM_LEASE_MS, claimDeliverable, claimUpdate, settleDeliverable } from './deliverable-claim.js';

const planned = { id: 'aab', kind: 'aab', label: 'App Bundle (AAB) for Google Play' } as const;
const NOW = 1_000_000;
const base: DeliverableRecord = {
  id: 'aab',
  kind: 'aab',
  status: 'building',
  label: planned.label,
  source: 'fulfilment',
  createdAt: 1,
  updatedAt: 1,
};

describe('claimUpdate', () => {
  it('creates a building record for a new deliverable', () => {
    expect(claimUpdate(null, planned, 'c1', NOW)).toEqual({
      ...base,
      createdAt: NOW,
      updatedAt: NOW,
      attempts: 1,
      claimId: 'c1',
      claimedAt: NOW,
    });
  });

  it('takes over a failure on our side and an abandoned build, keeping the version it had', () => {
    const failed = { ...base, status: 'failed', failure: 'system', error: 'x', versionCode: 7, attempts: 2 } as const;
    expect(claimUpdate(failed, planned, 'c2', NOW)).toEqual({
      ...base,
      versionCode: 7,
      attempts: 3,
      claimId: 'c2',
      claimedAt: NOW,
      updatedAt: NOW,
    });
    const abandoned = { ...base, claimId: 'old', claimedAt: NOW - CLAIM_LEASE_MS };
    expect(claimUpdate(abandoned, planned, 'c2', NOW)).toMatchObject({ claimId: 'c2', attempts: 1 });
  });

  it('leaves ready files, live builds and requests that cannot be built alone', () => {
    expect(claimUpdate({ ...base, status: 'ready' }, planned, 'c', NOW)).toBeUndefined();
    expect(
      claimUpdate({ ...base, claimId: 'o', claimedAt: NOW - CLAIM_LEASE_MS + 1 }, planned, 'c', NOW),
    ).toBeUndefined();
    expect(claimUpdate({ ...base, status: 'failed', failure: 'input' }, planned, 'c', NOW)).toBeUndefined();
  });
});

describe('claimDeliverable and settleDeliverable', () => {
  it('say why a deliverable was not claimed', async () => {
    const db = new MemoryDb();
    const path = 'deliverables/u/r/aab';
    db.write(path, { ...base, status: 'ready' });
    expect(await claimDeliverable(db, 'u', 'r', planned, 'c', NOW)).toEqual({ claimed: false, reason: 'ready' });
    db.write(path, { ...base, status: 'failed', failure: 'input' });
    expect(await claimDeliverable(db, 'u', 'r', planned, 'c', NOW)).toEqual({
      claimed: false,
      reason: 'needs-support',
    });
    db.write(path, { ...base, claimId: 'o', claimedAt: NOW });
    expect(await claimDeliverable(db, 'u', 'r', planned, 'c', NOW)).toEqual({
      claimed: false,
      reason: 'building-elsewhere',
    });
  });

  it('a build that lost its claim to a newer attempt cannot overwrite what that attempt wrote', async () => {
    const db = new MemoryDb();
    expect((await claimDeliverable(db, 'u', 'r', planned, 'slow', NOW)).claimed).toBe(true);
    expect((await claimDeliverable(db, 'u', 'r', planned, 'fresh', NOW + CLAIM_LEASE_MS)).claimed).toBe(true);

    expect(await settleDeliverable(db, 'u', 'r', 'aab', 'slow', { status: 'failed', error: 'x', updatedAt: 5 })).toBe(
      false,
    );
    expect(await settleDeliverable(db, 'u', 'r', 'aab', 'fresh', { status: 'ready', size: 9, updatedAt: 6 })).toBe(
      true,
    );
    expect(db.read('deliverables/u/r/aab')).toEqual({
      ...base,
      status: 'ready',
      size: 9,
      attempts: 2,
      createdAt: NOW,
      updatedAt: 6,
    });
  });
});
