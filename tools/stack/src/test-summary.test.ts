import { describe, expect, it } from 'vitest';
import { summarize } from './test-summary.js';
import type { SuiteOutcome } from './vitest-report.js';

const suite = (label: string, passed: number, failed: number, skipped: string[] = [], problems: string[] = []) =>
  ({ label, passed, failed, skipped, problems }) satisfies SuiteOutcome;

describe('the summary', () => {
  it('ends with the total line and passes when nothing failed', () => {
    const summary = summarize([suite('functions typecheck', 1, 0), suite('functions unit', 120, 0)], 61_400, false);
    expect(summary.lines.at(-1)).toBe('121 passed, 0 failed');
    expect(summary.lines.at(-2)).toBe('finished in 61 s');
    expect(summary.exitCode).toBe(0);
  });

  it('prints one line per suite with its problems and skips under it', () => {
    const summary = summarize(
      [
        suite('web unit', 10, 2, [], ['src/a.test.ts: Cannot find module']),
        suite('e2e integration', 3, 0, ['journey needs chromium']),
      ],
      1_000,
      false,
    );
    expect(summary.lines.slice(1, 5)).toEqual([
      'FAIL web unit: 10 passed, 2 failed',
      '       src/a.test.ts: Cannot find module',
      'ok   e2e integration: 3 passed, 0 failed, 1 skipped',
      '       skipped: journey needs chromium',
    ]);
    expect(summary.lines.at(-1)).toBe('13 passed, 2 failed');
    expect(summary.exitCode).toBe(1);
  });

  it('counts skipped tests as failed under APKFORGE_REQUIRE_ALL=1', () => {
    const summary = summarize([suite('apk unit', 5, 0, ['apksigner verifies', 'aapt dumps'])], 0, true);
    expect(summary.lines[1]).toBe('FAIL apk unit: 5 passed, 0 failed, 2 skipped (counted as failed)');
    expect(summary.lines.at(-1)).toBe('5 passed, 2 failed');
    expect(summary.exitCode).toBe(1);
    expect(summarize([suite('apk unit', 5, 0, ['apksigner verifies'])], 0, false).exitCode).toBe(0);
  });

  it('fails a run in which nothing ran', () => {
    const summary = summarize([], 0, false);
    expect(summary.lines.at(-1)).toBe('0 passed, 0 failed');
    expect(summary.exitCode).toBe(1);
  });
});
