import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PROPERTY_COUNT, UsageError } from '@apkforge/test-kit';

export const TEST_USAGE = `npm test [-- <options>]
  Runs every suite of every workspace and ends with "N passed, N failed". Phase-1 suites run side by side (--jobs),
  phase-2 suites two at a time beside them, as soon as the stack answers.
  phase 1 (--unit):  typecheck (tsgo -b), lint (oxlint, import cycles included), format check (oxfmt) and knip,
                     then every self-contained suite (*.test.ts, *.test.tsx); the three repository-wide checks run
                     only without --only/--file; beside phase 2 it runs at a lower priority (nice 10): phase 2 waits
                     on the stack step by step, and phase 1 can use any cycle
  phase 2 (--stack): the suites that need the local stack (*.int.test.ts, *.e2e.test.ts), on the stack "npm start"
                     runs when it answers, else on one started for the run (while phase 1 runs) and stopped after
  --only <name>:     one workspace, by package name (functions, @apkforge/rtdb-emulator) or its last part
                     (rtdb-emulator): its typecheck and its suites
  --file <path>:     one test file, in its workspace and test environment, nothing else (a phase-2 file gets the
                     stack as above); with --quick or --isolate only
  --quick:           the engine's property test builds ${PROPERTY_COUNT.quick} random apps instead of ${PROPERTY_COUNT.full}, and phase 2
                     leaves out the browser journeys (*.e2e.test.ts) unless --only or --file names them
  --isolate:         each phase-1 test file in Node gets its own module cache (by default the files of a vitest
                     worker share one, which halves their CPU): finds a test that leaks state into the next file
  --jobs <n>:        how many phase-1 suites run at once (default: the number of CPUs)
  -h, --help:        this text
  APKFORGE_REQUIRE_ALL=1 turns every skip (for example a missing apksigner or chromium) into a failure;
  APKFORGE_PROPERTY_COUNT=<n> sets the property test's count (--quick wins).`;

export interface TestOptions {
  readonly help: boolean;
  readonly unit: boolean;
  readonly stack: boolean;
  readonly only: string | undefined;
  /** An absolute path. */
  readonly file: string | undefined;
  readonly quick: boolean;
  readonly isolate: boolean;
  readonly jobs: number | undefined;
}

/**
 * `npm test` arguments: both phases by default, `--unit` or `--stack` for one of them, `--only` for one workspace,
 * `--file` for one test file. `cwd` is where the command was typed (npm runs scripts from the package root and says
 * where in INIT_CWD), so a relative `--file` means what the shell completed.
 */
export function parseTestArgs(argv: readonly string[], cwd = process.env.INIT_CWD ?? process.cwd()): TestOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      unit: { type: 'boolean', default: false },
      stack: { type: 'boolean', default: false },
      only: { type: 'string' },
      file: { type: 'string' },
      quick: { type: 'boolean', default: false },
      isolate: { type: 'boolean', default: false },
      jobs: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.unit && values.stack) throw new UsageError('--unit and --stack each select one phase; give at most one');
  if (values.only === '') throw new UsageError('--only needs a workspace name');
  if (values.file === '') throw new UsageError('--file needs the path of a test file');
  if (values.file !== undefined && (values.unit || values.stack || values.only !== undefined))
    throw new UsageError(
      '--file runs one file in its own phase and workspace; give it without --unit, --stack or --only',
    );
  return {
    help: values.help,
    unit: !values.stack,
    stack: !values.unit,
    only: values.only,
    file: values.file === undefined ? undefined : isAbsolute(values.file) ? values.file : resolve(cwd, values.file),
    quick: values.quick,
    isolate: values.isolate,
    jobs: values.jobs === undefined ? undefined : jobsOption(values.jobs),
  };
}

function jobsOption(text: string): number {
  const jobs = Number(text);
  if (!/^\d+$/.test(text) || jobs < 1 || jobs > 64) throw new UsageError('--jobs must be an integer from 1 to 64');
  return jobs;
}
