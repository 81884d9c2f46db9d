import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './run-command.js';
import type { StaticCheck } from './static-checks.js';
import { ROOT_DIR, stackEnvironment } from './stack-config.js';
import { readVitestReport, type SuiteOutcome } from './vitest-report.js';
import type { Workspace } from './workspaces.js';

export const REPORT_DIR = join(ROOT_DIR, 'node_modules', '.cache', 'apkforge-test');
const VITEST = join(ROOT_DIR, 'node_modules', '.bin', 'vitest');

export function prepareReportDir(): void {
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
}

function banner(text: string): void {
  process.stdout.write(`\n\u2500\u2500 ${text} ${'\u2500'.repeat(Math.max(0, 70 - text.length))}\n`);
}

/** Strict type checking is part of the suite: code that does not typecheck does not pass. */
export async function typecheck(workspace: Workspace): Promise<SuiteOutcome> {
  banner(`typecheck ${workspace.name}`);
  const code = await runCommand('npm', ['run', '--silent', 'typecheck'], { cwd: workspace.dir });
  const label = `${workspace.name} typecheck`;
  return code === 0
    ? { label, passed: 1, failed: 0, skipped: [], problems: [] }
    : { label, passed: 0, failed: 1, skipped: [], problems: [`tsc exited with ${code}`] };
}

/** One repository-wide check (an npm script of the root package): passes when the command exits 0. */
export async function staticCheck(check: StaticCheck): Promise<SuiteOutcome> {
  banner(check.label);
  const code = await runCommand('npm', ['run', '--silent', check.script], { cwd: ROOT_DIR });
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

async function vitest(workspace: Workspace, phase: 'unit' | 'integration'): Promise<SuiteOutcome> {
  const label = `${workspace.name} ${phase}`;
  banner(label);
  const reportFile = join(REPORT_DIR, `${workspace.name.replace(/[@/]/g, '_')}-${phase}.json`);
  const code = await runCommand(
    VITEST,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    {
      cwd: workspace.dir,
      env:
        phase === 'integration' ? { ...stackEnvironment(), APKFORGE_PHASE: 'integration' } : { APKFORGE_PHASE: 'unit' },
    },
  );
  return readVitestReport(label, reportFile, code);
}

export const runUnitSuite = (workspace: Workspace) => vitest(workspace, 'unit');
export const runStackSuite = (workspace: Workspace) => vitest(workspace, 'integration');
