import { describe, expect, it } from 'vitest';
import { STATIC_CHECKS } from './static-checks.js';
import type { TestPlan, VitestRun } from './test-plan.js';
import { workersPerRun } from './vitest-workers.js';
import type { Workspace } from './workspaces.js';

const workspace = { name: 'w' } as Workspace;
const unit = (label: string): VitestRun => ({ label, workspace, phase: 'unit' });
const stack = (label: string): VitestRun => ({ label, workspace, phase: 'integration' });
const plan = (parts: Partial<TestPlan>): TestPlan => ({
  typecheck: undefined,
  checks: [],
  unit: [],
  stack: [],
  ...parts,
});

describe('workers per vitest run', () => {
  it('shares the CPUs between the runs of a full npm test, phase 2 included', () => {
    const full = plan({
      typecheck: { projects: ['web'], workspaces: [workspace] },
      checks: STATIC_CHECKS,
      unit: [unit('a'), unit('b')],
      stack: [stack('e2e')],
    });
    expect(workersPerRun(full, 2, 2)).toEqual({ unit: 1, stack: 1 });
    expect(workersPerRun(full, 2, 8)).toEqual({ unit: 4, stack: 4 });
  });

  it('gives one run alone every CPU', () => {
    expect(workersPerRun(plan({ unit: [unit('web')] }), 2, 2)).toEqual({ unit: 2, stack: 2 });
  });

  it('gives each stack run every CPU when phase 2 runs alone', () => {
    const phase2 = plan({ stack: [stack('functions'), stack('rtdb'), stack('e2e')] });
    expect(workersPerRun(phase2, 2, 2)).toEqual({ unit: 1, stack: 2 });
  });

  it('keeps sharing when phase 1 has anything to run, even a typecheck alone', () => {
    const typecheck = { projects: ['functions'], workspaces: [workspace] };
    const withTypecheck = plan({ typecheck, stack: [stack('functions'), stack('e2e')] });
    expect(workersPerRun(withTypecheck, 2, 2)).toEqual({ unit: 1, stack: 1 });
  });
});
