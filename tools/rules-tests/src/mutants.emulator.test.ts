import { describe, expect, it } from 'vitest';
import { EmulatorEvaluator } from './evaluators/emulator-evaluator.js';
import { MUTANTS, flippedCases } from './mutants.js';
import { loadDatabaseRules } from './rules-file.js';

// The same weakened rules under the project's emulator: it must let the same attacks through as targaryen does, so
// both evaluators agree on what each rule is responsible for (including the cascade of a misplaced write grant).
describe('weakened rules let the matching attacks through (project database emulator)', () => {
  for (const mutant of MUTANTS) {
    it(mutant.name, async () => {
      const rules = loadDatabaseRules();
      mutant.mutate(rules);
      const evaluator = await EmulatorEvaluator.start(rules);
      try {
        for (const rulesCase of flippedCases(mutant)) {
          expect(rulesCase.expect, rulesCase.name).toBe('deny');
          await evaluator.clear();
          const verdict = await evaluator.evaluate(rulesCase);
          expect(
            verdict.allowed ? 'allow' : 'deny',
            `${rulesCase.who} ${rulesCase.action}: ${rulesCase.name}\n${verdict.detail}`,
          ).toBe('allow');
        }
      } finally {
        await evaluator.stop();
      }
    });
  }
});
