import { requireAllTools } from '@apkforge/test-kit';
import type { SuiteOutcome } from './vitest-report.js';

/**
 * Prints one line per suite, the skips and problems, and last the one-line total. Under
 * APKFORGE_REQUIRE_ALL=1 (CI) a skipped test counts as failed, so CI always runs everything.
 * Returns the process exit code.
 */
export function printSummary(outcomes: SuiteOutcome[], elapsedMs: number): number {
  const strict = requireAllTools();
  let passed = 0;
  let failed = 0;
  process.stdout.write(`\n${'='.repeat(72)}\n`);
  for (const outcome of outcomes) {
    const skippedAsFailed = strict ? outcome.skipped.length : 0;
    passed += outcome.passed;
    failed += outcome.failed + skippedAsFailed;
    const skipped =
      outcome.skipped.length > 0 ? `, ${outcome.skipped.length} skipped${strict ? ' (counted as failed)' : ''}` : '';
    const mark = outcome.failed + skippedAsFailed > 0 ? 'FAIL' : 'ok  ';
    process.stdout.write(`${mark} ${outcome.label}: ${outcome.passed} passed, ${outcome.failed} failed${skipped}\n`);
    for (const problem of outcome.problems) process.stdout.write(`       ${problem}\n`);
    for (const name of outcome.skipped) process.stdout.write(`       skipped: ${name}\n`);
  }
  process.stdout.write(`${'='.repeat(72)}\n`);
  process.stdout.write(`finished in ${(elapsedMs / 1000).toFixed(0)} s\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed > 0 || outcomes.length === 0 ? 1 : 0;
}
