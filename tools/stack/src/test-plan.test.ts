import { describe, expect, it } from 'vitest';
import { parseTestArgs } from './test-options.js';
import { planTests, type TestPlan } from './test-plan.js';
import type { Workspace } from './workspaces.js';

const workspace = (name: string, dir: string, unitTests: string[], stackTests: string[], typecheck = true) =>
  ({
    name,
    dir: `/repo/${dir}`,
    hasVitest: unitTests.length + stackTests.length > 0,
    hasTypecheck: typecheck,
    unitTests,
    stackTests,
  }) satisfies Workspace;
const WORKSPACES = [
  workspace(
    'functions',
    'functions',
    ['src/a.test.ts', 'src/engine/__tests__/property.test.ts'],
    ['src/a.int.test.ts'],
  ),
  workspace('@apkforge/web', 'web', ['src/b.test.tsx'], []),
  workspace('@apkforge/rtdb-emulator', 'tools/rtdb-emulator', ['src/c.test.ts'], ['conformance/c.int.test.ts']),
  workspace('@apkforge/test-kit', 'tools/test-kit', [], []),
  workspace('@apkforge/e2e', 'e2e', [], ['journey.e2e.test.ts'], false),
];
const PROJECTS = [
  'tools/test-kit',
  'functions/src/contracts',
  'functions',
  'web',
  'web/bench',
  'tools/rtdb-emulator',
].map((path) => ({ dir: `/repo/${path}`, path }));
const plan = (...argv: string[]) => planTests(WORKSPACES, PROJECTS, parseTestArgs(argv, '/repo'));
const labels = (runs: TestPlan['unit']) => runs.map((run) => run.label);

describe('which suites run', () => {
  it('typechecks every project, runs the unit suites, then the stack suites', () => {
    const all = plan();
    expect(all.typecheck?.projects).toEqual(PROJECTS.map((project) => project.path));
    expect(all.typecheck?.workspaces.map((w) => w.name)).toEqual([
      'functions',
      '@apkforge/web',
      '@apkforge/rtdb-emulator',
      '@apkforge/test-kit',
    ]);
    expect(labels(all.unit)).toEqual([
      'functions unit (Google tools)',
      'functions unit',
      '@apkforge/web unit',
      '@apkforge/rtdb-emulator unit',
    ]);
    expect(labels(all.stack)).toEqual([
      'functions integration',
      '@apkforge/rtdb-emulator integration',
      '@apkforge/e2e integration',
    ]);
  });

  it("gives the suites that run Google's tools a run of their own, left out of their package's other run", () => {
    const [tools, rest] = plan().unit;
    expect(tools).toMatchObject({ phase: 'unit', files: ['/repo/functions/src/engine/__tests__/property.test.ts'] });
    expect(tools?.excludeNames).toBeUndefined();
    expect(rest).toMatchObject({ label: 'functions unit', excludeNames: ['property.test.ts'] });
    expect(rest?.files).toBeUndefined();
  });

  it('runs the lint (import cycles included), the format check and knip in phase 1, on the whole tree only', () => {
    expect(plan().checks.map((check) => check.script)).toEqual(['lint', 'format:check', 'knip']);
    expect(plan('--unit').checks).toHaveLength(3);
    expect(plan('--stack').checks).toEqual([]);
    expect(plan('--only', 'web').checks).toEqual([]);
  });

  it('runs one phase only', () => {
    const unit = plan('--unit');
    expect(unit.stack).toEqual([]);
    expect(unit.unit).toHaveLength(4);
    const stack = plan('--stack');
    expect([stack.typecheck, stack.unit]).toEqual([undefined, []]);
    expect(stack.stack).toHaveLength(3);
  });

  it("selects one workspace by full name or by its last part, with its projects' typecheck", () => {
    const web = plan('--only', 'web');
    expect(web.typecheck?.projects).toEqual(['web', 'web/bench']);
    expect(labels(web.unit)).toEqual(['@apkforge/web unit']);
    expect(plan('--only', 'functions').typecheck?.projects).toEqual(['functions/src/contracts', 'functions']);
    expect(labels(plan('--only', 'rtdb-emulator').unit)).toEqual(['@apkforge/rtdb-emulator unit']);
    expect(labels(plan('--only', '@apkforge/e2e').stack)).toEqual(['@apkforge/e2e integration']);
    expect(plan('--only', 'e2e', '--unit')).toEqual({ typecheck: undefined, checks: [], unit: [], stack: [] });
  });

  it('leaves the browser journeys out of --quick, unless --only or --file asks for them', () => {
    const quick = plan('--quick');
    expect(labels(quick.stack)).toEqual(['functions integration', '@apkforge/rtdb-emulator integration']);
    expect(quick.unit).toHaveLength(4);
    expect(labels(plan('--quick', '--only', 'e2e').stack)).toEqual(['@apkforge/e2e integration']);
    expect(labels(plan('--quick', '--file', 'e2e/journey.e2e.test.ts').stack)).toEqual([
      '@apkforge/e2e integration: journey.e2e.test.ts',
    ]);
    // A package with both kinds keeps its other stack suites and leaves out its journeys by name.
    const mixed = workspace('mixed', 'mixed', [], ['a.int.test.ts', 'b.e2e.test.ts']);
    const runs = planTests([mixed], [], parseTestArgs(['--quick'], '/repo')).stack;
    expect(runs).toMatchObject([{ label: 'mixed integration', excludeNames: ['*.e2e.test.{ts,tsx}'] }]);
    expect(planTests([mixed], [], parseTestArgs([], '/repo')).stack[0]?.excludeNames).toBeUndefined();
  });

  it('names the workspaces when --only matches none', () => {
    expect(() => plan('--only', 'emulator')).toThrow(
      'no workspace named emulator; there are functions, @apkforge/web, @apkforge/rtdb-emulator, @apkforge/test-kit, @apkforge/e2e',
    );
  });
});

describe('one file', () => {
  it('runs a unit file alone, in its workspace, with nothing else', () => {
    expect(plan('--file', 'functions/src/engine/__tests__/property.test.ts')).toEqual({
      typecheck: undefined,
      checks: [],
      unit: [
        {
          label: 'functions unit: src/engine/__tests__/property.test.ts',
          workspace: WORKSPACES[0],
          phase: 'unit',
          files: ['/repo/functions/src/engine/__tests__/property.test.ts'],
        },
      ],
      stack: [],
    });
  });

  it('runs a stack file in phase 2, in the innermost workspace that holds it', () => {
    const stack = plan('--file', 'tools/rtdb-emulator/conformance/c.int.test.ts');
    expect(stack.unit).toEqual([]);
    expect(stack.stack).toMatchObject([
      { label: '@apkforge/rtdb-emulator integration: conformance/c.int.test.ts', phase: 'integration' },
    ]);
  });

  it('refuses a file that is no suite of a workspace', () => {
    expect(() => plan('--file', 'docs/a.test.ts')).toThrow('/repo/docs/a.test.ts is in no workspace');
    expect(() => plan('--file', 'functions/src/a.ts')).toThrow('is not a test file');
    expect(() => plan('--file', 'functions/src/gone.test.ts')).toThrow("is not one of functions's suites");
  });
});
