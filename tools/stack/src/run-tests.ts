import { availableParallelism } from 'node:os';
import { PROPERTY_COUNT } from '@apkforge/test-kit';
import { priorityOf, readDurations, writeDurations } from './suite-durations.js';
import { runPool, type PoolTask } from './task-pool.js';
import {
  LOG_DIR,
  runVitest,
  staticCheck,
  toLogFiles,
  toTerminal,
  typecheck,
  type VitestSettings,
} from './test-phases.js';
import type { TestOptions } from './test-options.js';
import type { TestPlan } from './test-plan.js';
import { reportDone, reportStart, timingsOf, writeTimings, type RunSpan } from './test-progress.js';
import { offMachineOutcome } from './emulator-output.js';
import { stackForTests } from './test-stack.js';
import type { SuiteOutcome } from './vitest-report.js';
import { workersPerRun } from './vitest-workers.js';
import type { Workspace } from './workspaces.js';

interface Timed extends RunSpan {
  readonly outcomes: SuiteOutcome[];
}

/**
 * Phase-2 suites running at once on the shared stack: the browser journey (the longest) beside the
 * functions' and the database's integration suites. Every suite makes its own accounts and ids, so they never see each
 * other's data. Measured on 2 cores, clean clone: one at a time, phase 2 was the critical path (median 500 s, its end
 * 90 s after phase 1's); two at once a median 457 s, phase 2 ending about 20 s before phase 1 (bench:tests, 3 rounds).
 */
const STACK_SUITES_AT_ONCE = 2;

/**
 * The nice value of phase 1's work (typecheck, static checks, unit suites) while phase 2 runs beside it. Phase 2 is
 * the critical path: a chain of steps that each wait on the stack (a function's cold start, a page, a build), so a
 * CPU phase 1 holds there delays the whole run, while phase 1's own work can use any cycle phase 2 leaves idle.
 * Nice 10 gives phase 1 about a tenth of a contested CPU and all of an idle one.
 */
const PHASE1_NICENESS = 10;

/**
 * Runs a plan: every suite a task of one pool, `--jobs` at once, the longest first; phase 2's stack (attached or
 * started, test-stack.ts) comes up while phase 1 runs and its suites start once it answers. Resolves with every
 * outcome, in the plan's order, and the line that says the timings.
 */
export async function runTests(
  plan: TestPlan,
  options: TestOptions,
  workspaces: readonly Workspace[],
  log: (line: string) => void,
): Promise<{ outcomes: SuiteOutcome[]; timingsLine: string | undefined }> {
  const started = Date.now();
  const jobs = options.jobs ?? availableParallelism();
  const runs = [...plan.unit, ...plan.stack];
  const taskCount = runs.length + plan.checks.length + (plan.typecheck ? 1 : 0);
  // One suite alone talks to the terminal; several write logs, and a failing one's log is printed when it ends.
  const output = taskCount === 1 ? toTerminal : toLogFiles;
  const workers = workersPerRun(plan, jobs, availableParallelism());
  const phase1Niceness = plan.stack.length > 0 ? PHASE1_NICENESS : 0;
  const vitestSettings: VitestSettings = {
    output,
    workers: workers.unit,
    // --quick: the property test at its quick count; --isolate: a module cache per phase-1 file (vitest-phase.ts).
    env: {
      ...(options.quick ? { APKFORGE_PROPERTY_COUNT: String(PROPERTY_COUNT.quick) } : {}),
      ...(options.isolate ? { APKFORGE_ISOLATE: '1' } : {}),
    },
    unitNiceness: phase1Niceness,
  };
  const stack = plan.stack.length > 0 ? stackForTests({ log, logDir: LOG_DIR }) : undefined;
  let stackReadyAt: number | undefined;
  void stack?.ready.then(() => (stackReadyAt = Date.now()));

  const durations = readDurations();
  const keyOf = (label: string) => `${options.quick ? 'quick: ' : ''}${label}`;
  const timed = (label: string, run: () => Promise<SuiteOutcome[]>) => async (): Promise<Timed> => {
    const begin = Date.now();
    reportStart(label, output === toLogFiles, log);
    const outcomes = await run();
    const seconds = (Date.now() - begin) / 1000;
    durations[keyOf(label)] = Math.round(seconds);
    reportDone(label, outcomes, seconds, output === toLogFiles ? output.logFile(label) : undefined, log);
    return { outcomes, begin, end: Date.now() };
  };
  const task = (label: string, run: () => Promise<SuiteOutcome[]>, extra: Partial<PoolTask<Timed>> = {}) => ({
    id: label,
    priority: priorityOf(keyOf(label), label, durations),
    run: timed(label, run),
    ...extra,
  });

  const tasks: PoolTask<Timed>[] = [];
  if (plan.typecheck) {
    const { projects, workspaces: checked } = plan.typecheck;
    tasks.push(task('typecheck', () => typecheck(projects, checked, workspaces, phase1Niceness)));
  }
  for (const check of plan.checks)
    tasks.push(task(check.label, async () => [await staticCheck(check, output, phase1Niceness)]));
  for (const run of plan.unit) tasks.push(task(run.label, async () => [await runVitest(run, vitestSettings)]));
  for (const run of plan.stack) {
    const ready = stack?.ready;
    tasks.push(
      task(
        run.label,
        async () => {
          const readiness = await ready;
          if (!readiness?.ok) return [];
          // On a stack that stays up, the suites delete the users they made (their data goes with them).
          const env = readiness.attached
            ? { ...vitestSettings.env, APKFORGE_DELETE_TEST_USERS: '1' }
            : vitestSettings.env;
          return [await runVitest(run, { ...vitestSettings, env, workers: workers.stack })];
        },
        // STACK_SUITES_AT_ONCE stack suites beside the phase-1 suites.
        { lane: 'stack', ...(ready ? { ready } : {}) },
      ),
    );
  }

  let results: Map<string, Timed>;
  try {
    results = await runPool(tasks, { main: jobs, stack: STACK_SUITES_AT_ONCE });
  } finally {
    await stack?.stop();
  }
  writeDurations(durations);

  const outcomes: SuiteOutcome[] = [];
  const readiness = await stack?.ready;
  if (readiness && !readiness.ok) {
    log(`the local stack did not start: ${readiness.problem} (logs: ${LOG_DIR})`);
    outcomes.push({ label: 'local stack start', passed: 0, failed: 1, skipped: [], problems: [readiness.problem] });
  }
  for (const one of tasks) outcomes.push(...(results.get(one.id)?.outcomes ?? []));
  const emulators = stack?.emulatorOutput();
  if (emulators) {
    if (readiness?.ok) outcomes.push(offMachineOutcome(emulators.outboundRequests()));
    const stackFailed =
      !readiness?.ok || plan.stack.some((run) => results.get(run.label)?.outcomes.some((one) => one.failed > 0));
    if (stackFailed) {
      const { lines, total } = emulators.errorLines();
      log(
        total === 0
          ? 'the local stack logged no errors during the run'
          : `the local stack's error lines during the run (the last ${lines.length} of ${total}; all in ${LOG_DIR}):`,
      );
      for (const line of lines) log(`  ${line}`);
    }
  }
  const spans = (labels: readonly string[]) =>
    new Map(
      labels.flatMap((label): [string, RunSpan][] => {
        const result = results.get(label);
        return result ? [[label, result]] : [];
      }),
    );
  const phase1 = spans(tasks.map((t) => t.id).filter((id) => !plan.stack.some((run) => run.label === id)));
  const { timings, line } = timingsOf(
    started,
    Date.now(),
    phase1,
    spans(plan.stack.map((run) => run.label)),
    stackReadyAt,
  );
  writeTimings(timings);
  return { outcomes, timingsLine: taskCount > 1 ? line : undefined };
}
