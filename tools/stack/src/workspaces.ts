import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT_DIR } from './stack-config.js';

export interface Workspace {
  name: string;
  dir: string;
  hasVitest: boolean;
  hasTypecheck: boolean;
  /** Files that need the running stack (phase 2). */
  stackTests: string[];
}

const PHASE_TWO_TEST = /\.(int|e2e)\.test\.tsx?$/;

function listFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'lib' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) listFiles(path, found);
    else found.push(path);
  }
  return found;
}

/** The workspaces the root package.json declares, in its order, with what each can run. */
export function listWorkspaces(): Workspace[] {
  const root = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs: string[] = [];
  for (const pattern of root.workspaces) {
    if (pattern.endsWith('/*')) {
      const parent = join(ROOT_DIR, pattern.slice(0, -2));
      for (const entry of readdirSync(parent).sort()) dirs.push(join(parent, entry));
    } else {
      dirs.push(join(ROOT_DIR, pattern));
    }
  }
  return dirs
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        scripts?: Record<string, string>;
      };
      return {
        name: pkg.name,
        dir,
        hasVitest: existsSync(join(dir, 'vitest.config.ts')),
        hasTypecheck: Boolean(pkg.scripts?.typecheck),
        stackTests: listFiles(dir).filter((file) => PHASE_TWO_TEST.test(file)).map((file) => relative(dir, file)),
      };
    });
}
