import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * The file a worker runs, next to the module that names it: `<name>.js` in the compiled functions/lib the emulator
 * and Cloud Functions run, `<name>.ts` when the source itself runs (tsx, vitest).
 */
export function siblingScript(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);
}

/** tsx's ESM loader API (`tsx/esm/api`, import condition), resolved from this package like any dependency. */
function tsxApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports['./esm/api']?.import?.default;
  if (!entry) throw new Error('tsx has no ./esm/api export to load a TypeScript worker with');
  return pathToFileURL(join(dirname(manifestPath), entry)).href;
}

/**
 * Starts a worker on `script`. Compiled JavaScript starts directly. A TypeScript source (tests, the benchmarks) is
 * imported after registering tsx's loader in the new thread: Node 20 applies neither `--import` nor the parent's
 * loader hooks to a worker's entry file.
 */
export function startWorker(script: URL, options: WorkerOptions): Worker {
  if (!script.pathname.endsWith('.ts')) return new Worker(script, options);
  const bootstrap =
    `import(${JSON.stringify(tsxApiUrl())})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}
