import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { NOW } from '../__tests__/fixtures.js';
import { FREE_BUILDS_PER_DAY } from '../contracts/abuse.js';
import { takeBuildSlot } from './rate-limit.js';

async function refusal(run: Promise<unknown>): Promise<{ code: string; message: string; details: unknown } | null> {
  try {
    await run;
    return null;
  } catch (error) {
    return error as { code: string; message: string; details: unknown };
  }
}

const caps = (perHour: number) => ({ perHour, perDay: FREE_BUILDS_PER_DAY });

describe('takeBuildSlot', () => {
  it('allows the limit per hour, then answers resource-exhausted with a retry time', async () => {
    const db = new MemoryDb();
    for (let index = 0; index < 10; index += 1) await takeBuildSlot(db, 'u1', caps(10), NOW + index * 60_000);
    const refused = await refusal(takeBuildSlot(db, 'u1', caps(10), NOW + 10 * 60_000));
    expect(refused?.code).toBe('resource-exhausted');
    expect(refused?.message).toBe(
      'You have reached the limit of 10 free builds per hour. Please try again in 50 minutes.',
    );
    expect(refused?.details).toEqual({ retryAfterSeconds: 50 * 60 });
  });

  it('says how many free builds are left after each one', async () => {
    const db = new MemoryDb();
    const left = [];
    for (let index = 0; index < 3; index += 1)
      left.push((await takeBuildSlot(db, 'u1', caps(3), NOW + index)).freeBuildsLeft);
    expect(left).toEqual([2, 1, 0]);
  });

  it('slides: a slot frees an hour after the oldest build', async () => {
    const db = new MemoryDb();
    for (let index = 0; index < 3; index += 1) await takeBuildSlot(db, 'u1', caps(3), NOW + index * 1000);
    expect(await refusal(takeBuildSlot(db, 'u1', caps(3), NOW + 3_599_999))).not.toBeNull();
    expect(await refusal(takeBuildSlot(db, 'u1', caps(3), NOW + 3_600_000))).toBeNull();
    // The log keeps a day of starts (the daily cap reads the same log).
    expect(Object.values((db.read('rateLimits/builds/u1') as { times: object }).times)).toHaveLength(4);
    expect(await refusal(takeBuildSlot(db, 'u1', caps(3), NOW + 86_400_000 + 3000))).toBeNull();
    expect(Object.values((db.read('rateLimits/builds/u1') as { times: object }).times)).toHaveLength(2);
  });

  it(`caps free builds at ${FREE_BUILDS_PER_DAY} per rolling day, however they are spread over the hours`, async () => {
    const db = new MemoryDb();
    const hour = 3_600_000;
    // 10 per hour for three hours: every hourly window has room again, but the day is full.
    for (let index = 0; index < FREE_BUILDS_PER_DAY; index += 1) {
      await takeBuildSlot(db, 'u1', caps(10), NOW + Math.floor(index / 10) * hour + (index % 10) * 1000);
    }
    const refused = await refusal(takeBuildSlot(db, 'u1', caps(10), NOW + 5 * hour));
    expect(refused?.code).toBe('resource-exhausted');
    expect(refused?.message).toBe(
      `You have reached the limit of ${FREE_BUILDS_PER_DAY} free builds per day. Please try again in 19 hours.`,
    );
    expect(refused?.details).toEqual({ retryAfterSeconds: 19 * 3600 });
    // The refusal took nothing: the slot frees exactly a day after the oldest build.
    expect(await refusal(takeBuildSlot(db, 'u1', caps(10), NOW + 24 * hour - 1))).not.toBeNull();
    expect(await refusal(takeBuildSlot(db, 'u1', caps(10), NOW + 24 * hour))).toBeNull();
  });

  it('answers the smaller of what is left in the hour and in the day', async () => {
    const db = new MemoryDb();
    for (let index = 0; index < FREE_BUILDS_PER_DAY - 2; index += 1) {
      await takeBuildSlot(db, 'u1', caps(10), NOW + Math.floor(index / 10) * 3_600_000);
    }
    expect((await takeBuildSlot(db, 'u1', caps(10), NOW + 4 * 3_600_000)).freeBuildsLeft).toBe(1);
  });

  it('counts users separately', async () => {
    const db = new MemoryDb();
    await takeBuildSlot(db, 'u1', caps(1), NOW);
    expect(await refusal(takeBuildSlot(db, 'u2', caps(1), NOW))).toBeNull();
    expect(await refusal(takeBuildSlot(db, 'u1', caps(1), NOW))).not.toBeNull();
  });

  it('gives exactly the limit to concurrent requests', async () => {
    const db = new MemoryDb();
    const results = await Promise.all(Array.from({ length: 8 }, () => refusal(takeBuildSlot(db, 'u1', caps(5), NOW))));
    expect(results.filter((result) => result === null)).toHaveLength(5);
  });

  it('reads a log stored as an object with numeric keys (how RTDB may return arrays)', async () => {
    const db = new MemoryDb();
    db.write('rateLimits/builds/u1', { times: { 0: NOW, 1: NOW } });
    expect(await refusal(takeBuildSlot(db, 'u1', caps(2), NOW + 1))).not.toBeNull();
  });
});
