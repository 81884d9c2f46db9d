// @ts-check
/**
 * `npm run apk` and `npm run aab` start here. They run the command line (functions/src/apk/cli) as one compiled
 * JavaScript file, dist/bin/apk-cli.mjs, rebuilt with esbuild only when something it is made of changed since the
 * last build (the CLI, the engine, the contracts, the app shell's dex, the installed packages, this file). A warm
 * start is a plain `node` of that file: no TypeScript compiler at run time.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const ENGINE = join(ROOT, 'functions', 'src', 'apk');
const OUTPUT = join(HERE, 'dist', 'bin', 'apk-cli.mjs');
const ENTRY = join(ENGINE, 'cli', 'main.ts');
/** The engine reads the shell's dex beside its own modules (app/shell-dex.ts: ../shell/classes.dex). */
const SHELL_FILES = ['classes.dex', 'classes.dex.deflate'];

/** Everything the compiled file is made of: a change to any of these (or a file added or removed) rebuilds it. */
const SOURCES = [
  ENGINE,
  join(ROOT, 'functions', 'src', 'contracts'),
  join(ROOT, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

/** Tests and fixtures are not part of the build. */
const NOT_BUILT = new Set(['__tests__', '__fixtures__', 'node_modules']);

/**
 * The latest modification time among files and folders (a folder's time moves when an entry is added or
 * removed). A missing path counts as changed now, so a broken checkout never runs a stale build.
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
 * Bundles the CLI, the engine and its packages into one ES module and copies the shell's dex where the engine
 * looks for it. The file appears at once (written aside, then renamed), so two commands started together never
 * run a half-written build.
 */
async function buildCli() {
  const { build } = await import('esbuild');
  const shell = join(dirname(OUTPUT), '..', 'shell');
  mkdirSync(shell, { recursive: true });
  for (const file of SHELL_FILES) copyFileSync(join(ENGINE, 'shell', file), join(shell, file));
  const aside = `${OUTPUT}.${process.pid}.tmp`;
  await build({
    entryPoints: [ENTRY],
    outfile: aside,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules (found from dist/ up to the root): only our TypeScript is compiled.
    packages: 'external',
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildOnly = process.argv[2] === '--build-only';
  if (buildOnly || isStale(OUTPUT, SOURCES)) await buildCli();
  if (!buildOnly) await import(pathToFileURL(OUTPUT).href);
}
