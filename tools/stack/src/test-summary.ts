import type { SuiteOutcome } from './vitest-report.js';

export interface Summary {
  /** One line per suite, its problems and skips, then the elapsed time and the total line. */
  readonly lines: string[];
  readonly passed: number;
  readonly failed: number;
  /** The runner's exit code: 1 when anything failed or nothing ran at all. */
  readonly exitCode: number;
}

/**
 * The team's green line. Under APKFORGE_REQUIRE_ALL=1 (`strict`, CI) a skipped test counts as failed, so CI always
 * runs everything. The last line is exactly `N passed, N failed`.
 */
export function summarize(outcomes: readonly SuiteOutcome[], elapsedMs: number, strict: boolean): Summary {
  const lines: string[] = ['='.repeat(72)];
  let passed = 0;
  let failed = 0;
  for (const outcome of outcomes) {
    const skippedAsFailed = strict ? outcome.skipped.length : 0;
    passed += outcome.passed;
    failed += outcome.failed + skippedAsFailed;
    const skipped =
      outcome.skipped.length > 0 ? `, ${outcome.skipped.length} skipped${strict ? ' (counted as failed)' : ''}` : '';
    const mark = outcome.failed + skippedAsFailed > 0 ? 'FAIL' : 'ok  ';
    lines.push(`${mark} ${outcome.label}: ${outcome.passed} passed, ${outcome.failed} failed${skipped}`);
    for (const problem of outcome.problems) lines.push(`       ${problem}`);
    for (const name of outcome.skipped) lines.push(`       skipped: ${name}`);
  }
  lines.push('='.repeat(72), `finished in ${(elapsedMs / 1000).toFixed(0)} s`, `${passed} passed, ${failed} failed`);
  return { lines, passed, failed, exitCode: failed > 0 || outcomes.length === 0 ? 1 : 0 };
}
