import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the rules are checked against the very records the server seeds
import { catalogRecords } from '../../../functions/src/plans/seed.js';
import { IDENTITIES, OWNER } from './cases/identities.js';
import { NEW_ID, newRequest, requestWith } from './cases/fixtures.js';
import { set } from './cases/operations.js';
import type { RulesCase } from './cases/types.js';
import { EmulatorEvaluator } from './evaluators/emulator-evaluator.js';
import { evaluateWithTargaryen } from './evaluators/targaryen-evaluator.js';
import { loadDatabaseRules } from './rules-file.js';

// The rules compare a new request with plans/, which the server seeds from functions/src/plans/catalog.ts (the one
// source of prices). This runs the create cases against the real catalog records, so a catalog change that the
// rules cannot accept (a renamed field, a price stored as a string) fails here and not in production.
const catalog = catalogRecords();

function createFor(
  planId: string,
  changes: Record<string, unknown>,
  expect: 'allow' | 'deny',
  name: string,
): RulesCase {
  const plan = catalog[planId]!;
  const request = requestWith(newRequest(IDENTITIES.owner), {
    planId,
    planName: plan.name,
    amountInr: plan.priceInr ?? undefined,
    ...changes,
  });
  return {
    name,
    area: 'requests',
    action: 'create',
    who: 'owner',
    op: set(`requests/${OWNER}/${NEW_ID}`, request),
    expect,
    seed: { plans: catalog },
  };
}

const CASES: RulesCase[] = Object.entries(catalog).flatMap(([planId, plan]) => [
  createFor(planId, {}, 'allow', `a request for ${planId} with the catalog's name and price`),
  typeof plan.priceInr === 'number'
    ? createFor(
        planId,
        { amountInr: plan.priceInr - 1 },
        'deny',
        `a request for ${planId} one rupee under the catalog price`,
      )
    : createFor(planId, { amountInr: 1 }, 'deny', `a request for ${planId} (custom) with an amount`),
]);

describe('the server plan catalog and the rules agree', () => {
  it('the catalog has the five plans of docs/product.md §3', () => {
    expect(Object.keys(catalog).sort()).toEqual(['aab_bundle', 'apk_basic', 'end_to_end', 'other', 'publish_2days']);
  });

  describe('under targaryen', () => {
    const rules = loadDatabaseRules();
    for (const rulesCase of CASES) {
      it(`${rulesCase.name} -> ${rulesCase.expect}`, () => {
        const verdict = evaluateWithTargaryen(rules, rulesCase);
        expect(verdict.allowed ? 'allow' : 'deny', verdict.detail).toBe(rulesCase.expect);
      });
    }
  });

  describe('under the project database emulator', () => {
    let evaluator: EmulatorEvaluator;
    beforeAll(async () => {
      evaluator = await EmulatorEvaluator.start();
    });
    afterAll(async () => {
      await evaluator?.stop();
    });
    beforeEach(async () => {
      await evaluator.clear();
    });
    for (const rulesCase of CASES) {
      it(`${rulesCase.name} -> ${rulesCase.expect}`, async () => {
        const verdict = await evaluator.evaluate(rulesCase);
        expect(verdict.allowed ? 'allow' : 'deny', verdict.detail).toBe(rulesCase.expect);
      });
    }
  });
});
