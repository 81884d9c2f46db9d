import { describe, expect, it } from 'vitest';
import { PLANS } from './catalog.js';
import { catalogRecords, seedPlans, type SeedableDatabase } from './seed.js';

function recordingDatabase(): SeedableDatabase & { writes: [string, unknown][] } {
  const writes: [string, unknown][] = [];
  return {
    writes,
    ref: (path) => ({
      set: async (value) => {
        writes.push([path, JSON.parse(JSON.stringify(value))]);
      },
    }),
  };
}

describe('seedPlans', () => {
  it('writes the whole catalog at plans/ in one set', async () => {
    const db = recordingDatabase();
    await seedPlans(db);
    expect(db.writes).toHaveLength(1);
    const [path, value] = db.writes[0]!;
    expect(path).toBe('plans');
    expect(Object.keys(value as object).sort()).toEqual(PLANS.map((plan) => plan.id).sort());
    expect((value as Record<string, unknown>).end_to_end).toEqual(catalogRecords().end_to_end);
  });

  it('is idempotent: seeding twice writes the same value', async () => {
    const db = recordingDatabase();
    await seedPlans(db);
    await seedPlans(db);
    expect(db.writes[0]).toEqual(db.writes[1]);
  });

  it('contains only values the database accepts (no undefined, keys without . # $ [ ] /)', () => {
    const text = JSON.stringify(catalogRecords());
    expect(text).not.toContain('undefined');
    for (const key of Object.keys(catalogRecords())) expect(key).toMatch(/^[a-z0-9_]+$/);
  });
});
