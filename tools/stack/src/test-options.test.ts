import { describe, expect, it } from 'vitest';
import { parseTestArgs, planTests } from './test-options.js';
import type { Workspace } from './workspaces.js';

const workspace = (name: string, unitTests: string[], stackTests: string[], typecheck = true): Workspace => ({
  name,
  dir: `/repo/${name}`,
  hasVitest: unitTests.length + stackTests.length > 0,
  hasTypecheck: typecheck,
  unitTests,
  stackTests,
});
const WORKSPACES = [
  workspace('functions', ['a.test.ts'], ['a.int.test.ts']),
  workspace('web', ['b.test.tsx'], []),
  workspace('@apkforge/rtdb-emulator', ['c.test.ts'], ['c.int.test.ts']),
  workspace('@apkforge/test-kit', [], [], true),
  workspace('@apkforge/e2e', [], ['journey.e2e.test.ts'], false),
];
const names = (list: Workspace[]) => list.map((w) => w.name);

describe('npm test arguments', () => {
  it('runs both phases by default and one with --unit or --stack', () => {
    expect(parseTestArgs([])).toEqual({ help: false, unit: true, stack: true, only: undefined });
    expect(parseTestArgs(['--unit'])).toMatchObject({ unit: true, stack: false });
    expect(parseTestArgs(['--stack', '--only', 'functions'])).toMatchObject({
      unit: false,
      stack: true,
      only: 'functions',
    });
    expect(parseTestArgs(['--only=web'])).toMatchObject({ only: 'web' });
    expect(parseTestArgs(['-h']).help).toBe(true);
  });

  it('refuses unknown options, both phases at once and an empty --only', () => {
    expect(() => parseTestArgs(['--unti'])).toThrow(/Unknown option '--unti'/);
    expect(() => parseTestArgs(['--only'])).toThrow(/argument missing/);
    expect(() => parseTestArgs(['--unit', '--stack'])).toThrow('give at most one');
    expect(() => parseTestArgs(['--only='])).toThrow('--only needs a workspace name');
    expect(() => parseTestArgs(['functions'])).toThrow(/Unexpected argument/);
  });
});

describe('which suites run', () => {
  it('typechecks, then runs unit suites, then stack suites, skipping workspaces without such tests', () => {
    const plan = planTests(WORKSPACES, parseTestArgs([]));
    expect(names(plan.typecheck)).toEqual(['functions', 'web', '@apkforge/rtdb-emulator', '@apkforge/test-kit']);
    expect(names(plan.unit)).toEqual(['functions', 'web', '@apkforge/rtdb-emulator']);
    expect(names(plan.stack)).toEqual(['functions', '@apkforge/rtdb-emulator', '@apkforge/e2e']);
  });

  it('runs lint, format check, knip and the cycle check in phase 1, on the whole tree only', () => {
    expect(planTests(WORKSPACES, parseTestArgs([])).checks.map((check) => check.script)).toEqual([
      'lint',
      'format:check',
      'knip',
      'cycles',
    ]);
    expect(planTests(WORKSPACES, parseTestArgs(['--unit'])).checks).toHaveLength(4);
    expect(planTests(WORKSPACES, parseTestArgs(['--stack'])).checks).toEqual([]);
    expect(planTests(WORKSPACES, parseTestArgs(['--only', 'web'])).checks).toEqual([]);
  });

  it('runs one phase only', () => {
    const unit = planTests(WORKSPACES, parseTestArgs(['--unit']));
    expect(unit.stack).toEqual([]);
    expect(unit.unit).toHaveLength(3);
    const stack = planTests(WORKSPACES, parseTestArgs(['--stack']));
    expect([stack.typecheck, stack.unit]).toEqual([[], []]);
    expect(stack.stack).toHaveLength(3);
  });

  it('selects one workspace by full name or by its last part', () => {
    expect(names(planTests(WORKSPACES, parseTestArgs(['--only', 'rtdb-emulator'])).unit)).toEqual([
      '@apkforge/rtdb-emulator',
    ]);
    expect(names(planTests(WORKSPACES, parseTestArgs(['--only', '@apkforge/e2e'])).stack)).toEqual(['@apkforge/e2e']);
    expect(planTests(WORKSPACES, parseTestArgs(['--only', 'e2e', '--unit']))).toEqual({
      typecheck: [],
      checks: [],
      unit: [],
      stack: [],
    });
  });

  it('names the workspaces when --only matches none', () => {
    expect(() => planTests(WORKSPACES, parseTestArgs(['--only', 'emulator']))).toThrow(
      'no workspace named emulator; there are functions, web, @apkforge/rtdb-emulator, @apkforge/test-kit, @apkforge/e2e',
    );
  });
});
