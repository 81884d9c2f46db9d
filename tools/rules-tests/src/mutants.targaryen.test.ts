import { describe, expect, it } from 'vitest';
import { evaluateWithTargaryen } from './evaluators/targaryen-evaluator.js';
import { MUTANTS, flippedCases } from './mutants.js';
import { loadDatabaseRules } from './rules-file.js';

describe('weakened rules let the matching attacks through (targaryen)', () => {
  for (const mutant of MUTANTS) {
    it(mutant.name, () => {
      const rules = loadDatabaseRules();
      mutant.mutate(rules);
      for (const rulesCase of flippedCases(mutant)) {
        expect(rulesCase.expect, rulesCase.name).toBe('deny');
        const verdict = evaluateWithTargaryen(rules, rulesCase);
        expect(
          verdict.allowed ? 'allow' : 'deny',
          `${rulesCase.who} ${rulesCase.action}: ${rulesCase.name}\n${verdict.detail}`,
        ).toBe('allow');
      }
    });
  }
});
