#!/usr/bin/env node
// @ts-check
/**
 * `npm run apk` and `npm run aab` start here (and `node tools/apk-cli/launch.mjs apk ...`, without npm's own
 * start). They run the command line (src/) as compiled JavaScript, dist/bin/, rebuilt with esbuild only when
 * something it is made of changed since the last build (the CLI, the engine, the contracts, the app shell's dex,
 * the installed packages, this file and code-cache.mjs). A warm start loads that one file with V8's code cache
 * (code-cache.mjs): no TypeScript compiler, no package resolution and almost no JavaScript compilation at run time.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './code-cache.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const ENGINE = join(ROOT, 'functions', 'src', 'engine');
const BIN = join(HERE, 'dist', 'bin');
const OUTPUT = join(BIN, 'apk-cli.cjs');
const ENTRY = join(HERE, 'src', 'main.ts');
/** The engine reads the shell's dex (and its ProGuard mapping) beside its own modules (app/shell-dex.ts: ../shell/). */
const SHELL_FILES = ['classes.dex', 'classes.dex.deflate', 'proguard.map'];

/** Everything the compiled file is made of: a change to any of these (or a file added or removed) rebuilds it. */
const SOURCES = [
  join(HERE, 'src'),
  ENGINE,
  join(ROOT, 'functions', 'src', 'contracts'),
  join(ROOT, 'package-lock.json'),
  fileURLToPath(import.meta.url),
  join(HERE, 'code-cache.mjs'),
];

/** Tests and fixtures are not part of the build. */
const NOT_BUILT = new Set(['__tests__', '__fixtures__', 'node_modules']);

/**
 * The latest modification time among files and folders (a folder's time moves when an entry is added or
 * removed). A missing path counts as changed now, so a broken checkout never runs a stale build. About 170
 * `stat` calls: a few milliseconds, where hashing the sources would read 1.5 MB.
 * @param {readonly string[]} paths
 * @returns {number}
 */
export function newestChange(paths) {
  let newest = 0;
  for (const path of paths) {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return Date.now();
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) continue;
    const entries = readdirSync(path).filter((name) => !NOT_BUILT.has(name) && !name.endsWith('.test.ts'));
    newest = Math.max(newest, newestChange(entries.map((name) => join(path, name))));
  }
  return newest;
}

/**
 * Bundles the CLI, the engine and the packages it uses into one CommonJS file, and copies the shell's dex where the
 * engine looks for it. Packages are bundled too: resolving them in node_modules and scanning their CommonJS at
 * every start cost more than the parse of one file. CommonJS, not an ES module, because only a vm.Script takes a
 * code cache on Node 20; `import.meta.url` (where the engine finds the shell's dex and the font) becomes the
 * file's own URL. The file appears at once (written aside, then renamed), so a command started during a rebuild
 * never runs a half-written build.
 */
async function buildCli() {
  const { build } = await import('esbuild');
  const shell = join(dirname(BIN), 'shell');
  mkdirSync(shell, { recursive: true });
  for (const file of SHELL_FILES) copyFileSync(join(ENGINE, 'shell', file), join(shell, file));
  const aside = `${OUTPUT}.${process.pid}.tmp`;
  await build({
    entryPoints: [ENTRY],
    outfile: aside,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    define: { 'import.meta.url': '__moduleUrl' },
    banner: { js: 'const __moduleUrl = require("node:url").pathToFileURL(__filename).href;' },
    // The ES module builds of packages that ship both (tldts): no CommonJS wrapper to run at start.
    mainFields: ['module', 'main'],
    // Whitespace and syntax only: a quarter less to read and parse at every start; names stay for stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  renameSync(aside, OUTPUT);
}

/**
 * True when the compiled file is missing or older than its newest source.
 * @param {string} output
 * @param {readonly string[]} sources
 */
export function isStale(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestChange(sources);
}

/**
 * One cache per command, saved by a run that built something: `apk` and `aab` compile different parts of the
 * engine, and a cache made by `--help` or a refused input would hold little of either.
 * @param {readonly string[]} args the command and its options
 */
export function codeCacheFor(args) {
  const [command, ...options] = args;
  const builds = (command === 'apk' || command === 'aab') && !options.some((o) => o === '-h' || o === '--help');
  return builds ? { file: `${OUTPUT}.${command}.v8cache`, saveWhen: () => !process.exitCode } : null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildOnly = process.argv[2] === '--build-only';
  if (buildOnly || isStale(OUTPUT, SOURCES)) await buildCli();
  if (!buildOnly) runWithCodeCache(OUTPUT, codeCacheFor(process.argv.slice(2)));
}
