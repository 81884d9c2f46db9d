import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../stack-config.js';
import { installScriptProblems, type AllowScripts } from './install-scripts.js';
import { installedPackages, readLockfile } from './lockfile.js';

const rootPackage = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
  allowScripts?: AllowScripts;
  overrides?: Record<string, unknown>;
};
const packages = installedPackages(readLockfile(ROOT_DIR));

/** Compares x.y.z versions. */
const below = (version: string, floor: string) => {
  const [a, b] = [version, floor].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((a?.[i] ?? 0) !== (b?.[i] ?? 0)) return (a?.[i] ?? 0) < (b?.[i] ?? 0);
  return false;
};

describe("the repository's supply chain", () => {
  it('reviews every install script: one approval, pinned by overrides to the installed version; the rest denied', () => {
    expect(installScriptProblems(packages, rootPackage.allowScripts ?? {}, rootPackage.overrides ?? {})).toEqual([]);
    expect(Object.entries(rootPackage.allowScripts ?? {}).filter(([, allowed]) => allowed)).toHaveLength(1);
  });

  // targaryen (the rules suite's second evaluator) is unmaintained and brings request and tough-cookie 2.x, which
  // only its own live-Firebase CLI loads. None of it may reach what the functions or the web app install.
  it('keeps targaryen and what it pulls in out of every runtime dependency tree', () => {
    const runtime = packages.filter((pkg) => pkg.runtime);
    expect(runtime.length).toBeGreaterThan(100);
    const leaked = runtime.filter(
      (pkg) =>
        ['targaryen', 'request', 'request-promise-native'].includes(pkg.name) ||
        (pkg.name === 'tough-cookie' && below(pkg.version, '4.1.3')),
    );
    expect(leaked.map((pkg) => `${pkg.name}@${pkg.version}`)).toEqual([]);
    expect(packages.find((pkg) => pkg.name === 'targaryen')?.runtime).toBe(false);
  });

  it('imports targaryen from the rules suite only', () => {
    const name = 'targaryen';
    // Built from parts so that this file does not match its own search.
    const pattern = `from '${name}'|require\\('${name}'\\)`;
    const importers = execFileSync('git', ['grep', '-l', '-E', pattern, '--', '*.ts', '*.tsx', '*.js', '*.mjs'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith('tools/rules-tests/'))).toEqual([]);
  });
});
