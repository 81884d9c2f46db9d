import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

export interface Workspace {
  name: string;
  dir: string;
  hasVitest: boolean;
  hasTypecheck: boolean;
  /** Self-contained test files (phase 1). */
  unitTests: string[];
  /** Files that need the running stack (phase 2). */
  stackTests: string[];
}

const ANY_TEST = /\.test\.tsx?$/;
const PHASE_TWO_TEST = /\.(int|e2e)\.test\.tsx?$/;
const BROWSER_TEST = /\.e2e\.test\.tsx?$/;

export const isTestFile = (file: string) => ANY_TEST.test(file);
/** Phase 2: a suite that needs the running local stack. */
export const isStackTest = (file: string) => PHASE_TWO_TEST.test(file);
/** A phase-2 suite that drives Chromium through the web app (a browser journey). */
export const isBrowserTest = (file: string) => BROWSER_TEST.test(file);
/** The same files as a vitest exclude pattern. */
export const BROWSER_TEST_PATTERN = '*.e2e.test.{ts,tsx}';

/** Build outputs at a workspace's top level (functions/lib, web/dist) hold copies, never sources. */
const BUILD_OUTPUTS = new Set(['lib', 'dist']);

function listFiles(dir: string, topLevel = true, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.') || (topLevel && BUILD_OUTPUTS.has(entry))) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) listFiles(path, false, found);
    else found.push(path);
  }
  return found;
}

/** The workspaces the root package.json declares, in its order, with what each can run. */
export function listWorkspaces(rootDir = ROOT_DIR): Workspace[] {
  const root = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs: string[] = [];
  for (const pattern of root.workspaces) {
    if (pattern.endsWith('/*')) {
      const parent = join(rootDir, pattern.slice(0, -2));
      for (const entry of readdirSync(parent).sort()) dirs.push(join(parent, entry));
    } else {
      dirs.push(join(rootDir, pattern));
    }
  }
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
      const tests = listFiles(dir)
        .filter((file) => ANY_TEST.test(file))
        .map((file) => relative(dir, file));
      return {
        name: pkg.name,
        dir,
        hasVitest: existsSync(join(dir, 'vitest.config.ts')),
        hasTypecheck: Boolean(pkg.scripts?.typecheck),
        unitTests: tests.filter((file) => !PHASE_TWO_TEST.test(file)),
        stackTests: tests.filter((file) => PHASE_TWO_TEST.test(file)),
      };
    });
}

/** A project of the root tsconfig.json (`tsc -b`): its folder, absolute and as the root config names it. */
export interface TypecheckProject {
  dir: string;
  path: string;
}

/** The root tsconfig.json's references, in its order (the file may hold `//` comment lines). */
export function listTypecheckProjects(rootDir = ROOT_DIR): TypecheckProject[] {
  const text = readFileSync(join(rootDir, 'tsconfig.json'), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');
  const config = JSON.parse(text) as { references?: { path: string }[] };
  return (config.references ?? []).map((reference) => ({ dir: join(rootDir, reference.path), path: reference.path }));
}
