import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWorkspaces } from './workspaces.js';

describe('workspaces', () => {
  let root: string;
  const file = (path: string, text = '') => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'stack-workspaces-'));
    file('package.json', JSON.stringify({ workspaces: ['functions', 'tools/*'] }));
    file('functions/package.json', JSON.stringify({ name: 'functions', scripts: { typecheck: 'tsc' } }));
    file('functions/vitest.config.ts');
    file('functions/src/a.test.ts');
    file('functions/src/deep/b.int.test.ts');
    file('functions/src/c.e2e.test.tsx');
    file('functions/lib/copied.test.js');
    file('functions/lib/copied.test.ts');
    file('functions/src/lib/kept.test.ts');
    file('functions/node_modules/dep/x.test.ts');
    file('tools/b-tool/package.json', JSON.stringify({ name: '@x/b-tool' }));
    file('tools/a-tool/package.json', JSON.stringify({ name: '@x/a-tool' }));
    file('tools/not-a-package/readme.md');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the declared workspaces in order and sorts the ones a glob finds', () => {
    expect(listWorkspaces(root).map((w) => w.name)).toEqual(['functions', '@x/a-tool', '@x/b-tool']);
  });

  it('sorts test files into phase 1 and phase 2, ignoring build outputs and node_modules', () => {
    const [functions, tool] = listWorkspaces(root);
    expect(functions).toMatchObject({ hasVitest: true, hasTypecheck: true });
    expect([...(functions?.unitTests ?? [])].sort()).toEqual(['src/a.test.ts', 'src/lib/kept.test.ts']);
    expect([...(functions?.stackTests ?? [])].sort()).toEqual(['src/c.e2e.test.tsx', 'src/deep/b.int.test.ts']);
    expect(tool).toMatchObject({ hasVitest: false, hasTypecheck: false, unitTests: [], stackTests: [] });
  });
});
