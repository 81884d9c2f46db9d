/** The parts of vitest's per-worker module cache and mock registry that a reset touches (vitest 4). */
export interface ModuleCache {
  idToModuleMap: Map<string, CachedModule>;
}
interface CachedModule {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
export interface MockRegistry {
  reset(): void;
}

// vitest's runtime lives in the same cache; resetting it would lose the running test's state.
const VITEST_RUNTIME = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];

/**
 * Forgets every mock the previous file registered and every module evaluated so far (mocked ones included), so the
 * next imports evaluate afresh against the next file's mocks; what vitest does between files when it isolates them.
 * Not `vi.resetModules()`: it keeps the mocked modules (`mock:` ids), so a file mocking a module an earlier file in the
 * worker mocked too would get that file's factory.
 * `running` is the module doing the reset, which is still evaluating and must keep its entry.
 */
export function resetModuleCache(cache: ModuleCache, mocks: MockRegistry, running: string): void {
  mocks.reset();
  for (const [id, module] of cache.idToModuleMap) {
    if (id === running || VITEST_RUNTIME.some((pattern) => pattern.test(id))) continue;
    module.promise = undefined;
    module.exports = undefined;
    module.evaluated = false;
    module.importers.clear();
  }
}
