import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseOrExit, requireAllTools } from '@apkforge/test-kit';
import { startLocalStack } from './local-stack.js';
import { REPORT_DIR, prepareReportDir, runStackSuite, runUnitSuite, staticCheck, typecheck } from './test-phases.js';
import { parseTestArgs, planTests, TEST_USAGE } from './test-options.js';
import { summarize } from './test-summary.js';
import type { SuiteOutcome } from './vitest-report.js';
import { listWorkspaces } from './workspaces.js';

const log = (line: string) => process.stdout.write(`[apkforge test] ${line}\n`);

async function main(): Promise<number> {
  const options = parseOrExit('npm test', TEST_USAGE, () => parseTestArgs(process.argv.slice(2)));
  if (options.help) {
    console.log(TEST_USAGE);
    return 0;
  }
  const started = Date.now();
  const plan = parseOrExit('npm test', TEST_USAGE, () => planTests(listWorkspaces(), options));
  prepareReportDir();
  const outcomes: SuiteOutcome[] = [];

  for (const workspace of plan.typecheck) outcomes.push(await typecheck(workspace));
  for (const check of plan.checks) outcomes.push(await staticCheck(check));
  for (const workspace of plan.unit) outcomes.push(await runUnitSuite(workspace));

  if (plan.stack.length > 0) {
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
        for (const workspace of plan.stack) outcomes.push(await runStackSuite(workspace));
      } finally {
        await stack.stop();
      }
    }
  }

  const summary = summarize(outcomes, Date.now() - started, requireAllTools());
  process.stdout.write(`\n${summary.lines.join('\n')}\n`);
  return summary.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
