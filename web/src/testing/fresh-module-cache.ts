/**
 * The first setup file of every component test (vitest.config.ts): it gives the test file a module cache of its own
 * while the file keeps sharing its worker, and so jsdom, React and Testing Library, with the files before it.
 *
 * vitest's own `isolate: true` does the same reset but also starts a new process per file, which loads jsdom, React
 * and Testing Library again: about 0.8 CPU-seconds a file, most of `--only web --unit`. Without a reset, a file that
 * calls vi.mock leaves its mocks, and the components built on them, in the cache for the next file (9 of 46 component
 * files failed that way). Modules from node_modules are loaded by Node itself, outside this cache, and stay shared.
 */
import { resetModuleCache, type MockRegistry, type ModuleCache } from './module-cache';

const internals = globalThis as {
  __vitest_worker__?: { evaluatedModules?: ModuleCache };
  __vitest_mocker__?: MockRegistry;
};
const cache = internals.__vitest_worker__?.evaluatedModules;
const mocks = internals.__vitest_mocker__;
// Fail loudly rather than let mocks leak silently if a vitest upgrade renames what this reads.
if (!cache?.idToModuleMap || typeof mocks?.reset !== 'function') {
  throw new Error('fresh-module-cache.ts: vitest no longer exposes its module cache or mock registry here');
}
resetModuleCache(cache, mocks, new URL(import.meta.url).pathname);
