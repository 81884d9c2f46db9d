import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_DIR } from './test-phases.js';
import type { SuiteOutcome } from './vitest-report.js';

/** Lines of a failing suite's log printed when it ends (the whole log stays in its file). */
const LOG_TAIL_LINES = 200;

export function reportStart(label: string, toLogs: boolean, log: (line: string) => void): void {
  if (toLogs) log(`started  ${label}`);
}

/** One line per finished suite; a failing suite's log (its end) is printed right away, while the rest go on. */
export function reportDone(
  label: string,
  outcomes: readonly SuiteOutcome[],
  seconds: number,
  logFile: string | undefined,
  log: (line: string) => void,
): void {
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  const skipped = outcomes.reduce((sum, outcome) => sum + outcome.skipped.length, 0);
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  if (failed > 0 && logFile && existsSync(logFile)) {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    process.stdout.write(
      `\n\u2500\u2500 ${label} (${logFile}) \u2500\u2500\n${lines.slice(-LOG_TAIL_LINES).join('\n')}\n\n`,
    );
  }
  log(`${failed > 0 ? 'FAILED  ' : 'finished'} ${label}: ${counts} (${seconds.toFixed(0)} s)`);
}

export interface RunSpan {
  readonly begin: number;
  readonly end: number;
}

export interface Timings {
  /** Seconds, from the runner's start. */
  readonly total: number;
  /** From the first phase-1 suite's start to the last one's end. */
  readonly phase1: number | null;
  /** From the start of the run (the stack starts with it) to the last phase-2 suite's end. */
  readonly phase2: number | null;
  /** When the stack answered, from the start of the run. */
  readonly stackReady: number | null;
  readonly suites: Record<string, number>;
}

export const TIMINGS_FILE = join(REPORT_DIR, 'timings.json');

const span = (spans: readonly RunSpan[]) =>
  spans.length === 0
    ? null
    : Math.round((Math.max(...spans.map((s) => s.end)) - Math.min(...spans.map((s) => s.begin))) / 1000);

/** The run's timings (bench:tests reads them from TIMINGS_FILE), and the line that says them. */
export function timingsOf(
  started: number,
  ended: number,
  phase1: ReadonlyMap<string, RunSpan>,
  phase2: ReadonlyMap<string, RunSpan>,
  stackReadyAt: number | undefined,
): { timings: Timings; line: string } {
  const seconds = (ms: number) => Math.round(ms / 1000);
  const lastOfPhase2 = [...phase2.values()].map((s) => s.end);
  const timings: Timings = {
    total: seconds(ended - started),
    phase1: span([...phase1.values()]),
    phase2: lastOfPhase2.length > 0 ? seconds(Math.max(...lastOfPhase2) - started) : null,
    stackReady: stackReadyAt === undefined ? null : seconds(stackReadyAt - started),
    suites: Object.fromEntries(
      [...phase1, ...phase2].map(([label, s]) => [label, Math.round((s.end - s.begin) / 100) / 10]),
    ),
  };
  const parts = [`${timings.total} s in all`];
  if (timings.phase1 !== null) parts.push(`phase 1 ${timings.phase1} s`);
  if (timings.stackReady !== null) parts.push(`stack answering at ${timings.stackReady} s`);
  if (timings.phase2 !== null) parts.push(`phase 2 done at ${timings.phase2} s`);
  return { timings, line: `timings: ${parts.join(', ')} (each suite: ${TIMINGS_FILE})` };
}

export function writeTimings(timings: Timings): void {
  writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
}
