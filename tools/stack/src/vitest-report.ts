import { existsSync, readFileSync } from 'node:fs';

/** What one suite run contributed to the totals. */
export interface SuiteOutcome {
  label: string;
  passed: number;
  failed: number;
  skipped: string[];
  /**
   * Why the run failed: a crash, no report, a file that did not load, and each failed test with the first line of its
   * error, so the summary (often all a CI record keeps) names what to look at.
   */
  problems: string[];
}

interface JsonAssertion {
  fullName: string;
  status: 'passed' | 'failed' | 'pending' | 'skipped' | 'todo' | 'disabled';
  failureMessages?: string[] | null;
}
interface JsonFileResult {
  name: string;
  status: 'passed' | 'failed';
  message?: string;
  assertionResults: JsonAssertion[];
}
interface JsonReport {
  testResults: JsonFileResult[];
}

const FIRST_LINE_MAX = 300;

/** The error's first line, trimmed to what one summary line can carry. */
function firstLine(message: string | undefined): string {
  const line = (message ?? 'failed').split('\n')[0]!.trim();
  return line.length > FIRST_LINE_MAX ? `${line.slice(0, FIRST_LINE_MAX - 1)}…` : line;
}

/**
 * Reads vitest's JSON report. A file that failed to load has no assertions but a failed status: it
 * counts as one failure, so a broken import can never look like a green run; a missing or unreadable report is
 * one failure too.
 */
export function readVitestReport(label: string, reportFile: string, exitCode: number | null): SuiteOutcome {
  const outcome: SuiteOutcome = { label, passed: 0, failed: 0, skipped: [], problems: [] };
  if (!existsSync(reportFile)) {
    outcome.failed = 1;
    outcome.problems.push(`vitest exited with ${exitCode} and wrote no report`);
    return outcome;
  }
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    if (!Array.isArray(report.testResults)) throw new Error('no testResults');
  } catch (error) {
    outcome.failed = 1;
    outcome.problems.push(`vitest exited with ${exitCode} and its report is unreadable: ${(error as Error).message}`);
    return outcome;
  }
  for (const file of report.testResults) {
    const failedAssertions = file.assertionResults.filter((assertion) => assertion.status === 'failed').length;
    if (file.status === 'failed' && failedAssertions === 0) {
      outcome.failed += 1;
      outcome.problems.push(`${file.name}: ${(file.message ?? 'failed to run').split('\n')[0]}`);
    }
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'passed') outcome.passed += 1;
      else if (assertion.status === 'failed') {
        outcome.failed += 1;
        outcome.problems.push(`${file.name} > ${assertion.fullName}: ${firstLine(assertion.failureMessages?.[0])}`);
      } else outcome.skipped.push(assertion.fullName);
    }
  }
  if (exitCode !== 0 && outcome.failed === 0) {
    outcome.failed = 1;
    outcome.problems.push(`vitest exited with ${exitCode} although no test failed`);
  }
  return outcome;
}
