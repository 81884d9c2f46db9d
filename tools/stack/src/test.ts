import { parseOrExit, requireAllTools } from '@apkforge/test-kit';
import { runTests } from './run-tests.js';
import { prepareReportDir } from './test-phases.js';
import { parseTestArgs, TEST_USAGE } from './test-options.js';
import { planTests } from './test-plan.js';
import { summarize } from './test-summary.js';
import { listTypecheckProjects, listWorkspaces } from './workspaces.js';

const log = (line: string) => process.stdout.write(`[apkforge test] ${line}\n`);

async function main(): Promise<number> {
  const options = parseOrExit('npm test', TEST_USAGE, () => parseTestArgs(process.argv.slice(2)));
  if (options.help) {
    console.log(TEST_USAGE);
    return 0;
  }
  const started = Date.now();
  const workspaces = listWorkspaces();
  const plan = parseOrExit('npm test', TEST_USAGE, () => planTests(workspaces, listTypecheckProjects(), options));
  prepareReportDir();
  const { outcomes, timingsLine } = await runTests(plan, options, workspaces, log);
  const summary = summarize(outcomes, Date.now() - started, requireAllTools());
  process.stdout.write(`\n${summary.lines.join('\n')}\n`);
  if (timingsLine) log(timingsLine);
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
