import { parseArgs } from 'node:util';
import { UsageError } from '@apkforge/test-kit';
import { STATIC_CHECKS, type StaticCheck } from './static-checks.js';
import type { Workspace } from './workspaces.js';

export const TEST_USAGE = `npm test [-- --unit | --stack] [-- --only <workspace name>]
  Runs every suite of every workspace and ends with "N passed, N failed".
  phase 1 (--unit):  typecheck, lint, format check, knip and the cycle check, then every self-contained suite
                     (*.test.ts); the four repository-wide checks run only without --only
  phase 2 (--stack): starts the local stack, then the suites that need it (*.int.test.ts, *.e2e.test.ts)
  --only <name>:     one workspace, by package name (functions, @apkforge/rtdb-emulator) or its last part (rtdb-emulator)
  APKFORGE_REQUIRE_ALL=1 turns every skip (for example a missing apksigner or chromium) into a failure.`;

export interface TestOptions {
  readonly help: boolean;
  readonly unit: boolean;
  readonly stack: boolean;
  readonly only: string | undefined;
}

/** `npm test` arguments: both phases by default, `--unit` or `--stack` for one of them, `--only` for one workspace. */
export function parseTestArgs(argv: readonly string[]): TestOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      unit: { type: 'boolean', default: false },
      stack: { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.unit && values.stack) throw new UsageError('--unit and --stack each select one phase; give at most one');
  if (values.only === '') throw new UsageError('--only needs a workspace name');
  return {
    help: values.help,
    unit: !values.stack,
    stack: !values.unit,
    only: values.only,
  };
}

export interface TestPlan {
  /** Workspaces whose `tsc --noEmit` runs first in phase 1. */
  readonly typecheck: Workspace[];
  /** Repository-wide checks of phase 1 (lint, format, knip, cycles): the whole tree, so not with --only. */
  readonly checks: readonly StaticCheck[];
  /** Phase 1 suites (self-contained `*.test.ts`). */
  readonly unit: Workspace[];
  /** Phase 2 suites; the local stack starts only when there is at least one. */
  readonly stack: Workspace[];
}

/** Which workspace runs what; an `--only` that names no workspace is a usage error listing the names. */
export function planTests(workspaces: readonly Workspace[], options: TestOptions): TestPlan {
  const { only } = options;
  const chosen = workspaces.filter(
    (workspace) => !only || workspace.name === only || workspace.name.endsWith(`/${only}`),
  );
  if (only && chosen.length === 0)
    throw new UsageError(`no workspace named ${only}; there are ${workspaces.map((w) => w.name).join(', ')}`);
  return {
    typecheck: options.unit ? chosen.filter((w) => w.hasTypecheck) : [],
    checks: options.unit && !only ? STATIC_CHECKS : [],
    unit: options.unit ? chosen.filter((w) => w.hasVitest && w.unitTests.length > 0) : [],
    stack: options.stack ? chosen.filter((w) => w.hasVitest && w.stackTests.length > 0) : [],
  };
}
