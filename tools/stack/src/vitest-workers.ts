import type { TestPlan } from './test-plan.js';

/** Test files at once inside each vitest run (vitest's --maxWorkers), for phase 1's runs and for phase 2's. */
export interface WorkersPerRun {
  readonly unit: number;
  readonly stack: number;
}

/**
 * Several runs share the CPUs: on 2 cores with 2 jobs, one worker each. One run alone (`--only web --unit`) gets them
 * all. So does each stack run when phase 2 runs alone (`npm test -- --stack`, `--stack --only e2e`): nothing of
 * phase 1 competes, and a stack suite mostly waits on the stack (a function's answer, a page), so its files overlap
 * their waits. On a running `npm start`, 2 cores: `--stack` 257 s with one worker per run, 171-194 s with two (three
 * runs, the last with a CPU burner beside it). In a full `npm test` the machine is saturated (905 CPU-s in 462 s), and
 * more workers only move the wait: both CPUs per stack suite ended phase 2 sooner and phase 1 later (368 s in all,
 * against 373 s). Still so with phase 1 niced (run-tests.ts PHASE1_NICENESS), clean clone, 2026-11-28: one worker
 * per stack suite 324 s; two, 342 s and 347 s (phase 2 done at 244 s, then phase 1 alone; the machine 96-99% busy
 * throughout, and two browser files at once start more function instances).
 */
export function workersPerRun(plan: TestPlan, jobs: number, cpus: number): WorkersPerRun {
  const runs = plan.unit.length + plan.stack.length;
  const shared = runs > 1 ? Math.max(1, Math.floor(cpus / jobs)) : cpus;
  const phase2Alone = plan.unit.length === 0 && plan.checks.length === 0 && plan.typecheck === undefined;
  return { unit: shared, stack: phase2Alone ? cpus : shared };
}
