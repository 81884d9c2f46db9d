import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './stack-config.js';

// README "Layout" names every top-level folder, every package of the workspace and every backend domain, so a
// newcomer finds each from one place.
const readme = readFileSync(join(ROOT_DIR, 'README.md'), 'utf8');
const afterHeading = readme.slice(readme.indexOf('\n## Layout\n'));
const opening = afterHeading.indexOf('```\n') + 4;
const block = afterHeading.slice(opening, afterHeading.indexOf('\n```', opening));
const lines = block.split('\n');

/** Whether a line of the block starts with this path (as `path/` or `path` and a space), or lists it first. */
const listed = (path: string) =>
  lines.some((line) => line.startsWith(`${path}/`) || line.startsWith(`${path} `) || line.includes(`  ${path}/`));

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' });

const topLevel = [
  ...new Set(
    git('ls-files', '--cached', '--others', '--exclude-standard')
      .split('\n')
      .filter((file) => file.includes('/'))
      .map((file) => file.slice(0, file.indexOf('/'))),
  ),
];

const workspaces = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;
const packages = workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(join(ROOT_DIR, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${pattern.slice(0, -1)}${entry.name}`)
    : [pattern],
);

// Every folder of functions/src but the shared test kit is a domain, except the wiring, listed on a line of its own.
const WIRING = 'functions/src/wiring';
const domains = readdirSync(join(ROOT_DIR, 'functions/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__' && `functions/src/${entry.name}` !== WIRING)
  .map((entry) => entry.name);

const add = (path: string) =>
  `README "Layout" does not list ${path}: add a line "${path}/  <what it holds>" to its block`;

describe('README "Layout"', () => {
  it('is found', () => {
    expect(lines.length).toBeGreaterThan(20);
  });

  it('lists every top-level folder', () => {
    expect(topLevel).toContain('functions');
    expect(topLevel.filter((folder) => !listed(folder)).map(add)).toEqual([]);
  });

  it('lists every package of the workspace', () => {
    expect(packages).toContain('tools/stack');
    expect(packages.filter((path) => !listed(path)).map(add)).toEqual([]);
  });

  it('lists the wiring', () => {
    expect(listed(WIRING) ? [] : [add(WIRING)]).toEqual([]);
  });

  it('lists every backend domain, indented under functions/src/<domain>/', () => {
    expect(
      domains
        .filter((domain) => !lines.some((line) => line.startsWith(`  ${domain}/ `)))
        .map(
          (domain) => `README "Layout" does not list the backend domain ${domain}: add "  ${domain}/  <what it holds>"`,
        ),
    ).toEqual([]);
  });
});
