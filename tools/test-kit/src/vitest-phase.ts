/**
 * The phase rule of the repository, in one place: `*.test.ts` are self-contained and run in phase 1;
 * `*.int.test.ts` and `*.e2e.test.ts` need the running local stack and run only in phase 2, when the test
 * runner (tools/stack) has started it and set APKFORGE_PHASE=integration.
 */
export interface PhaseOptions {
  /** Folders holding the package's tests (default: src). */
  roots?: string[];
  /**
   * Per-test and hook timeout in phase 1 (default 30 s). A limit is there to catch a hang, not slowness: on a busy
   * 2-core machine a test that spawns a tsx child takes seconds before its first line, far past vitest's 5 s.
   */
  unitTimeoutMs?: number;
  /** Per-test and hook timeout in phase 2: emulators answer slower than in-process code. */
  stackTimeoutMs?: number;
  /** Further globs to leave out (build outputs, caches). */
  exclude?: string[];
}

export function isStackPhase(): boolean {
  return process.env.APKFORGE_PHASE === 'integration';
}

/**
 * Phase-1 files share one module cache per vitest worker instead of each loading every module afresh: that halves the
 * CPU of the Node suites (functions unit: 79 CPU-seconds shared against 143 isolated), and no Node suite mocks modules.
 * `npm test -- --isolate` (APKFORGE_ISOLATE=1) gives each file its own cache, to find a test that leaks state into the
 * next file; a test that passes only shared, or only isolated, is a bug either way. The web app's component files,
 * which mock modules, share their worker too but each starts from an empty module cache
 * (web/src/testing/fresh-module-cache.ts); phase 2 always isolates (few files, each against the stack).
 */
function isolateFiles(): boolean {
  return process.env.APKFORGE_ISOLATE === '1' || isStackPhase();
}

/** The `test` options that select this phase's files (spread into a vitest config). */
export function phaseTests(options: PhaseOptions = {}) {
  const roots = options.roots ?? ['src'];
  const stack = isStackPhase();
  const patterns = (suffixes: string[]) => roots.flatMap((root) => suffixes.map((suffix) => `${root}/**/*${suffix}`));
  const timeout = stack ? (options.stackTimeoutMs ?? 120_000) : (options.unitTimeoutMs ?? 30_000);
  return {
    include: stack ? patterns(['.int.test.ts', '.e2e.test.ts']) : patterns(['.test.ts', '.test.tsx']),
    exclude: [
      '**/node_modules/**',
      ...(options.exclude ?? []),
      ...(stack ? [] : ['**/*.int.test.ts', '**/*.e2e.test.ts']),
    ],
    // A package without suites for this phase is fine; the runner only calls phase 2 where there are some.
    passWithNoTests: true,
    isolate: isolateFiles(),
    testTimeout: timeout,
    hookTimeout: timeout,
  };
}

/**
 * Options for `vi.waitFor` where a test waits on another part of the machine (a file watcher, a server, a timer chain).
 * vitest gives up after 1 s by default, which a busy 2-core CI machine exceeds without anything being wrong; a wait
 * that succeeds returns at once, so the longer limit costs nothing when the code behaves.
 */
export const EVENTUALLY = { timeout: 10_000, interval: 20 } as const;
