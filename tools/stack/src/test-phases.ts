import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.js';
import type { StaticCheck } from './static-checks.js';
import { ROOT_DIR, stackEnvironment, TSGO } from './stack-config.js';
import type { VitestRun } from './test-plan.js';
import { typecheckOutcomes } from './typecheck-report.js';
import { readVitestReport, type SuiteOutcome } from './vitest-report.js';
import type { Workspace } from './workspaces.js';

export const REPORT_DIR = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-test');
export const LOG_DIR = join(REPORT_DIR, 'logs');
const VITEST = join(ROOT_DIR, 'node_modules', '.bin', 'vitest');

export function prepareReportDir(): void {
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
}

/** A file name for a label: `@apkforge/web unit (Google tools)` -> `apkforge_web-unit-Google-tools`. */
const fileNameOf = (label: string) =>
  label
    .replace(/^@/, '')
    .replace(/[^A-Za-z0-9.]+/g, '-')
    .replace(/^-|-$/g, '');

/** Where a suite's output goes: its log file, or the terminal when the run has only this suite. */
export interface Output {
  readonly logFile: (label: string) => string | undefined;
}

export const toTerminal: Output = { logFile: () => undefined };
export const toLogFiles: Output = { logFile: (label) => join(LOG_DIR, `${fileNameOf(label)}.log`) };

/**
 * Strict type checking is part of the suite: `tsgo -b` of the given projects (each with the projects it references),
 * one outcome per workspace. Incremental: the build info under node_modules/.cache/tsc makes an unchanged project
 * cost nothing.
 */
export async function typecheck(
  projects: readonly string[],
  checked: readonly Workspace[],
  all: readonly Workspace[],
  niceness = 0,
): Promise<SuiteOutcome[]> {
  // Always into its log: the errors are read back to name the packages they are in.
  const { code, output } = await runCommand(TSGO, ['-b', '--pretty', 'false', ...projects], {
    cwd: ROOT_DIR,
    logFile: join(LOG_DIR, 'typecheck.log'),
    niceness,
  });
  return typecheckOutcomes(output, code, checked, all, ROOT_DIR);
}

/** One repository-wide check (an npm script of the root package): passes when the command exits 0. */
export async function staticCheck(check: StaticCheck, output: Output, niceness = 0): Promise<SuiteOutcome> {
  const logFile = output.logFile(check.label);
  const { code } = await runCommand('npm', ['run', '--silent', check.script], {
    cwd: ROOT_DIR,
    niceness,
    ...(logFile ? { logFile } : {}),
  });
  return code === 0
    ? { label: check.label, passed: 1, failed: 0, skipped: [], problems: [] }
    : {
        label: check.label,
        passed: 0,
        failed: 1,
        skipped: [],
        problems: [`npm run ${check.script} exited with ${code}`],
      };
}

export interface VitestSettings {
  readonly output: Output;
  /** Test files at once inside this run (vitest's --maxWorkers). */
  readonly workers: number;
  /** Variables for the suites: the property test's count. */
  readonly env: Record<string, string>;
  /** The nice value of phase 1's suites (run-tests.ts PHASE1_NICENESS); phase 2's keep this process's priority. */
  readonly unitNiceness: number;
}

/** One vitest run, read back from its JSON report (a crash or a file that does not load counts as a failure). */
export async function runVitest(run: VitestRun, settings: VitestSettings): Promise<SuiteOutcome> {
  const reportFile = join(REPORT_DIR, `${fileNameOf(run.label)}.json`);
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  args.push(`--maxWorkers=${settings.workers}`);
  for (const name of run.excludeNames ?? []) args.push(`--exclude=**/${name}`);
  args.push(...(run.files ?? []));
  const logFile = settings.output.logFile(run.label);
  const stack = stackEnvironment();
  const { code } = await runCommand(VITEST, args, {
    cwd: run.workspace.dir,
    env: {
      ...settings.env,
      ...(run.phase === 'integration' ? { ...stack, APKFORGE_PHASE: 'integration' } : { APKFORGE_PHASE: 'unit' }),
    },
    // Phase 1 runs while the stack runs: its suites start their own emulators, and must never reach the stack's.
    ...(run.phase === 'unit' ? { unset: Object.keys(stack), niceness: settings.unitNiceness } : {}),
    ...(logFile ? { logFile } : {}),
  });
  return readVitestReport(run.label, reportFile, code);
}
