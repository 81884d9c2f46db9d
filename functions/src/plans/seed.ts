import { PLANS_PATH } from '../contracts/database-paths.js';
import type { PlanRecord } from '../contracts/plans.js';
import { PLANS, planRecord } from './catalog.js';

/**
 * The part of the admin SDK's Database that seeding needs. Kept structural (no firebase-functions import) so the
 * stack's `npm start`, a deploy script and tests can call it with any admin `getDatabase(app)`.
 */
export interface SeedableDatabase {
  ref(path: string): { set(value: unknown): Promise<void> };
}

export function catalogRecords(): Record<string, PlanRecord> {
  return Object.fromEntries(PLANS.map((plan) => [plan.id, planRecord(plan)]));
}

/** Idempotent: replaces `plans/` with the catalog, so a plan removed from the code disappears too. */
export async function seedPlans(db: SeedableDatabase): Promise<void> {
  await db.ref(PLANS_PATH).set(catalogRecords());
}
