import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack } from './local-stack.js';
import { REPORT_DIR, prepareReportDir, runStackSuite, runUnitSuite, typecheck } from './test-phases.js';
import { printSummary } from './test-summary.js';
import type { SuiteOutcome } from './vitest-report.js';
import { listWorkspaces } from './workspaces.js';

const USAGE = `npm test [-- --unit | --stack] [-- --only <workspace name>]
  Runs every suite of every workspace and ends with "N passed, N failed".
  phase 1 (--unit):  typecheck, then every self-contained suite (*.test.ts)
  phase 2 (--stack): starts the local stack, then the suites that need it (*.int.test.ts, *.e2e.test.ts)
  APKFORGE_REQUIRE_ALL=1 turns every skip (for example a missing apksigner or chromium) into a failure.`;

function parseArgs(argv: string[]) {
  const options = { unit: true, stack: true, only: undefined as string | undefined };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--unit') options.stack = false;
    else if (arg === '--stack') options.unit = false;
    else if (arg === '--only') options.only = argv[++index];
    else {
      console.log(USAGE);
      process.exit(arg === '--help' || arg === '-h' ? 0 : 2);
    }
  }
  return options;
}

const log = (line: string) => process.stdout.write(`[apkforge test] ${line}\n`);

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const workspaces = listWorkspaces().filter(
    (workspace) => !options.only || workspace.name === options.only || workspace.name.endsWith(`/${options.only}`),
  );
  prepareReportDir();
  const outcomes: SuiteOutcome[] = [];

  if (options.unit) {
    for (const workspace of workspaces.filter((w) => w.hasTypecheck)) outcomes.push(await typecheck(workspace));
    for (const workspace of workspaces.filter((w) => w.hasVitest && w.unitTests.length > 0)) {
      outcomes.push(await runUnitSuite(workspace));
    }
  }

  const stackWorkspaces = workspaces.filter((w) => w.hasVitest && w.stackTests.length > 0);
  if (options.stack && stackWorkspaces.length > 0) {
    const logDir = join(REPORT_DIR, 'logs');
    mkdirSync(logDir, { recursive: true });
    log('starting the local stack for phase 2...');
    let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
    try {
      stack = await startLocalStack({ echo: false, logDir, log });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`the local stack did not start: ${message} (log: ${join(logDir, 'firebase-emulators.log')})`);
      outcomes.push({ label: 'local stack start', passed: 0, failed: 1, skipped: [], problems: [message] });
    }
    if (stack) {
      try {
        for (const workspace of stackWorkspaces) outcomes.push(await runStackSuite(workspace));
      } finally {
        await stack.stop();
      }
    }
  }

  return printSummary(outcomes, Date.now() - started);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
