import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RULES_CASES, caseTitle } from './cases/index.js';
import { EmulatorEvaluator } from './evaluators/emulator-evaluator.js';

// The case table through the project's database emulator and the official SDKs (docs/data-model.md), with the same
// expectations as under targaryen: both evaluators must reach every case's verdict.
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

const areas = [...new Set(RULES_CASES.map((c) => c.area))];

describe('database.rules.json under the project database emulator (firebase@12 web SDK, firebase-admin seeding)', () => {
  for (const area of areas) {
    describe(area, () => {
      for (const rulesCase of RULES_CASES.filter((c) => c.area === area)) {
        it(caseTitle(rulesCase), async () => {
          const verdict = await evaluator.evaluate(rulesCase);
          expect(verdict.allowed ? 'allow' : 'deny', verdict.detail).toBe(rulesCase.expect);
          // A refused write must not have touched the data; an accepted one must have been applied.
          if (verdict.dataChanged !== undefined) expect(verdict.dataChanged, 'data changed').toBe(verdict.allowed);
          // An accepted read must hand over exactly what is stored there, not an empty or partial answer.
          if (verdict.readMatchesStore !== undefined)
            expect(verdict.readMatchesStore, 'read returned the stored data').toBe(true);
        });
      }
    });
  }
});
