import { basename, relative, sep } from 'node:path';
import { UsageError } from '@apkforge/test-kit';
import { STATIC_CHECKS, type StaticCheck } from './static-checks.js';
import type { TestOptions } from './test-options.js';
import { BROWSER_TEST_PATTERN, isBrowserTest, isStackTest, isTestFile, type Workspace } from './workspaces.js';

/**
 * The suites that run Google's Android tools or javac (apksigner, aapt, aapt2, zipalign, dexdump, jarsigner): the
 * 200-config property test, the tools' round trips, the shell's build and class checks, the compiled CLI. By file
 * name, wherever they live. They get a vitest run of their own, so they run beside their package's other suites
 * rather than in the same queue.
 */
const GOOGLE_TOOL_SUITES = new Set([
  'property.test.ts',
  'android-tools.test.ts',
  'shell-dumps.test.ts',
  'xml-convert.test.ts',
  'table-convert.test.ts',
  'res-config-message.test.ts',
  'build-shell.test.ts',
  'class-file.test.ts',
  'compiled-cli.test.ts',
]);

const isGoogleToolSuite = (file: string) => GOOGLE_TOOL_SUITES.has(basename(file));

/** One vitest run: a workspace's suites of one phase, or some of them. */
export interface VitestRun {
  /** What the summary calls it: `<workspace> unit`, `<workspace> unit (Google tools)`, `<workspace> integration`. */
  readonly label: string;
  readonly workspace: Workspace;
  readonly phase: 'unit' | 'integration';
  /** Only these files (absolute paths); all of the phase's files when absent. */
  readonly files?: readonly string[];
  /** File names or name patterns left out: the Google-tool suites (a run of their own), --quick's browser journeys. */
  readonly excludeNames?: readonly string[];
}

export interface TestPlan {
  /** `tsc -b` of these projects (folders of the root tsconfig.json's references), reported per workspace. */
  readonly typecheck: { readonly projects: readonly string[]; readonly workspaces: readonly Workspace[] } | undefined;
  /** Repository-wide checks of phase 1 (lint, format, knip, cycles): the whole tree, so not with --only or --file. */
  readonly checks: readonly StaticCheck[];
  /** Phase 1 suites (self-contained `*.test.ts`). */
  readonly unit: readonly VitestRun[];
  /** Phase 2 suites; the local stack is needed only when there is at least one. */
  readonly stack: readonly VitestRun[];
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir + sep);

function unitRuns(workspace: Workspace): VitestRun[] {
  const tools = workspace.unitTests.filter(isGoogleToolSuite);
  if (tools.length === 0) return [{ label: `${workspace.name} unit`, workspace, phase: 'unit' }];
  const names = [...new Set(tools.map((file) => basename(file)))];
  const runs: VitestRun[] = [
    {
      label: `${workspace.name} unit (Google tools)`,
      workspace,
      phase: 'unit',
      files: tools.map((file) => `${workspace.dir}${sep}${file}`),
    },
  ];
  if (workspace.unitTests.length > tools.length)
    runs.push({ label: `${workspace.name} unit`, workspace, phase: 'unit', excludeNames: names });
  return runs;
}

/** The one run of `--file`: its workspace (the innermost that holds it) and its phase, from its name. */
function fileRun(workspaces: readonly Workspace[], file: string): VitestRun {
  const holders = workspaces.filter((workspace) => inside(workspace.dir, file));
  const workspace = holders.sort((a, b) => b.dir.length - a.dir.length)[0];
  if (!workspace) throw new UsageError(`${file} is in no workspace`);
  if (!isTestFile(file)) throw new UsageError(`${file} is not a test file (*.test.ts or *.test.tsx)`);
  if (!workspace.hasVitest) throw new UsageError(`${workspace.name} has no vitest suites`);
  const path = relative(workspace.dir, file);
  if (![...workspace.unitTests, ...workspace.stackTests].includes(path))
    throw new UsageError(`${file} does not exist or is not one of ${workspace.name}'s suites`);
  const phase = isStackTest(file) ? 'integration' : 'unit';
  return { label: `${workspace.name} ${phase}: ${path}`, workspace, phase, files: [file] };
}

/**
 * Which workspace runs what. `typecheckProjects` are the root tsconfig.json's references (folders relative to the
 * root); an `--only` that names no workspace is a usage error listing the names.
 */
export function planTests(
  workspaces: readonly Workspace[],
  typecheckProjects: readonly { readonly dir: string; readonly path: string }[],
  options: TestOptions,
): TestPlan {
  if (options.file !== undefined) {
    const run = fileRun(workspaces, options.file);
    return {
      typecheck: undefined,
      checks: [],
      unit: run.phase === 'unit' ? [run] : [],
      stack: run.phase === 'integration' ? [run] : [],
    };
  }
  const { only } = options;
  const chosen = workspaces.filter(
    (workspace) => !only || workspace.name === only || workspace.name.endsWith(`/${only}`),
  );
  if (only && chosen.length === 0)
    throw new UsageError(`no workspace named ${only}; there are ${workspaces.map((w) => w.name).join(', ')}`);
  const typechecked = chosen.filter((w) => w.hasTypecheck);
  const projects = typecheckProjects.filter((project) => typechecked.some((w) => inside(w.dir, project.dir)));
  return {
    typecheck:
      options.unit && projects.length > 0
        ? { projects: projects.map((project) => project.path), workspaces: typechecked }
        : undefined,
    checks: options.unit && !only ? STATIC_CHECKS : [],
    unit: options.unit ? chosen.filter((w) => w.hasVitest && w.unitTests.length > 0).flatMap(unitRuns) : [],
    stack: options.stack ? chosen.flatMap((workspace) => stackRuns(workspace, options.quick && !only)) : [],
  };
}

/**
 * A workspace's phase-2 run. `--quick` (without `--only`) leaves the browser journeys out: they are most of a full
 * run's CPU (Chromium, and the stack serving every page), so they alone would take longer than the quick loop's two
 * minutes on 2 cores. `npm test`, CI, `--stack` and `--only e2e` run them.
 */
function stackRuns(workspace: Workspace, withoutBrowser: boolean): VitestRun[] {
  if (!workspace.hasVitest) return [];
  const files = workspace.stackTests.filter((file) => !(withoutBrowser && isBrowserTest(file)));
  if (files.length === 0) return [];
  const run: VitestRun = { label: `${workspace.name} integration`, workspace, phase: 'integration' };
  return files.length === workspace.stackTests.length ? [run] : [{ ...run, excludeNames: [BROWSER_TEST_PATTERN] }];
}
