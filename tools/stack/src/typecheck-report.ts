import { resolve, sep } from 'node:path';
import type { SuiteOutcome } from './vitest-report.js';
import type { Workspace } from './workspaces.js';

/** `path(line,col): error TS1234: message`, as `tsc --pretty false` prints a diagnostic with a location. */
const LOCATED = /^(.+?)\((\d+),(\d+)\): error (TS\d+): /;
const UNLOCATED = /^error TS\d+: /;
/** Errors listed under a package's line in the summary; the rest are counted (tsc's own output has them all). */
const SHOWN = 3;

function owner(workspaces: readonly Workspace[], file: string): Workspace | undefined {
  return workspaces
    .filter((workspace) => file === workspace.dir || file.startsWith(workspace.dir + sep))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}

/**
 * One `tsc -b` over many projects, read back as one outcome per workspace (`functions typecheck`: 1 passed or 1
 * failed, like a package's own tsc run), each error under the workspace whose folder holds the file, also when it is
 * not one of `checked` (an error in the contracts fails `functions typecheck` in a `--only web` run, since the web
 * builds on them). An error tsc could not place, or a failing exit without any error, fails `typecheck` itself.
 */
export function typecheckOutcomes(
  output: string,
  exitCode: number | null,
  checked: readonly Workspace[],
  all: readonly Workspace[],
  cwd: string,
): SuiteOutcome[] {
  const errors = new Map<string, string[]>();
  const unplaced: string[] = [];
  for (const line of output.split('\n')) {
    const located = LOCATED.exec(line);
    if (located) {
      const workspace = owner(all, resolve(cwd, located[1] ?? ''));
      if (workspace) errors.set(workspace.name, [...(errors.get(workspace.name) ?? []), line]);
      else unplaced.push(line);
    } else if (UNLOCATED.test(line)) {
      unplaced.push(line);
    }
  }
  const names = [
    ...checked.map((w) => w.name),
    ...[...errors.keys()].filter((n) => !checked.some((w) => w.name === n)),
  ];
  const outcomes: SuiteOutcome[] = names.map((name) => {
    const found = errors.get(name) ?? [];
    const label = `${name} typecheck`;
    if (found.length === 0) return { label, passed: 1, failed: 0, skipped: [], problems: [] };
    const more = found.length > SHOWN ? [`... ${found.length} errors in all`] : [];
    return { label, passed: 0, failed: 1, skipped: [], problems: [...found.slice(0, SHOWN), ...more] };
  });
  if (unplaced.length > 0 || (exitCode !== 0 && errors.size === 0)) {
    outcomes.push({
      label: 'typecheck',
      passed: 0,
      failed: 1,
      skipped: [],
      problems: unplaced.length > 0 ? unplaced.slice(0, SHOWN) : [`tsc -b exited with ${exitCode} and named no error`],
    });
  }
  return outcomes;
}
