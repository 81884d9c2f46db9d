import { describe, expect, it } from 'vitest';
import { typecheckOutcomes } from './typecheck-report.js';
import type { Workspace } from './workspaces.js';

const workspace = (name: string, dir: string): Workspace => ({
  name,
  dir: `/repo/${dir}`,
  hasVitest: true,
  hasTypecheck: true,
  unitTests: [],
  stackTests: [],
});
const FUNCTIONS = workspace('functions', 'functions');
const WEB = workspace('@apkforge/web', 'web');
const STACK = workspace('@apkforge/stack', 'tools/stack');
const ALL = [FUNCTIONS, WEB, STACK];
const error = (file: string, code = 'TS2322') => `${file}(3,7): error ${code}: Type 'string' is not assignable.`;

describe('reading tsc -b back per workspace', () => {
  it('passes every checked workspace when tsc found nothing', () => {
    expect(typecheckOutcomes('', 0, ALL, ALL, '/repo')).toEqual(
      ['functions', '@apkforge/web', '@apkforge/stack'].map((name) => ({
        label: `${name} typecheck`,
        passed: 1,
        failed: 0,
        skipped: [],
        problems: [],
      })),
    );
  });

  it('fails the workspace that holds the file, the innermost one, and lists its first errors', () => {
    const output = [
      error('web/src/a.ts'),
      "  The expected type comes from property 'x'",
      error('functions/src/contracts/b.ts'),
      error('web/src/c.tsx'),
      error('web/src/d.ts'),
      error('web/bench/e.ts'),
    ].join('\n');
    const [functions, web, stack] = typecheckOutcomes(output, 1, ALL, ALL, '/repo');
    expect(functions).toMatchObject({ passed: 0, failed: 1, problems: [error('functions/src/contracts/b.ts')] });
    expect(web).toMatchObject({ label: '@apkforge/web typecheck', passed: 0, failed: 1 });
    expect(web?.problems).toEqual([
      error('web/src/a.ts'),
      error('web/src/c.tsx'),
      error('web/src/d.ts'),
      '... 4 errors in all',
    ]);
    expect(stack).toMatchObject({ passed: 1, failed: 0 });
  });

  it('names a workspace outside the checked ones when its files fail (a --only run builds what it references)', () => {
    const outcomes = typecheckOutcomes(error('functions/src/contracts/b.ts'), 1, [WEB], ALL, '/repo');
    expect(outcomes.map((o) => [o.label, o.failed])).toEqual([
      ['@apkforge/web typecheck', 0],
      ['functions typecheck', 1],
    ]);
  });

  it('fails typecheck itself for an error in no workspace, and for a failing exit without errors', () => {
    const unplaced = typecheckOutcomes(
      [error('tsconfig.json', 'TS6053'), 'error TS5083: Cannot read file.'].join('\n'),
      1,
      [WEB],
      ALL,
      '/repo',
    );
    expect(unplaced.at(-1)).toEqual({
      label: 'typecheck',
      passed: 0,
      failed: 1,
      skipped: [],
      problems: [error('tsconfig.json', 'TS6053'), 'error TS5083: Cannot read file.'],
    });
    expect(typecheckOutcomes('Killed', 137, [WEB], ALL, '/repo').at(-1)).toMatchObject({
      label: 'typecheck',
      problems: ['tsc -b exited with 137 and named no error'],
    });
  });
});
