import { describe, expect, it } from 'vitest';
import { RULES_CASES, caseTitle } from './cases/index.js';
import { evaluateWithTargaryen } from './evaluators/targaryen-evaluator.js';
import { loadDatabaseRules } from './rules-file.js';

// The case table through targaryen, a rules simulator independent of our database emulator (docs/data-model.md: "so that
// an emulator bug cannot hide a rules bug").
const rules = loadDatabaseRules();
const areas = [...new Set(RULES_CASES.map((c) => c.area))];

describe('database.rules.json under targaryen', () => {
  for (const area of areas) {
    describe(area, () => {
      for (const rulesCase of RULES_CASES.filter((c) => c.area === area)) {
        it(caseTitle(rulesCase), () => {
          const verdict = evaluateWithTargaryen(rules, rulesCase);
          expect(verdict.allowed ? 'allow' : 'deny', verdict.detail).toBe(rulesCase.expect);
        });
      }
    });
  }
});
