import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { isStackPhase, phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

// build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
const ROOTS = ['src', 'build-plugins'];
const { include, ...phase } = phaseTests({ roots: ROOTS });

const components = include.filter((glob) => glob.endsWith('.tsx'));
const SETUP = './src/testing/setup-tests.ts';

/**
 * The plain `*.test.ts` files whose first line asks for jsdom. They run with the components, in the workers that keep
 * one jsdom: among the Node files each of them built a jsdom of its own and loaded it into a worker that otherwise
 * needs none (`--only web --unit`: 53-59 CPU-seconds with them there, 41-45 here, back to back).
 */
function domTests(): string[] {
  const webDir = fileURLToPath(new URL('.', import.meta.url));
  return ROOTS.flatMap((root) =>
    readdirSync(join(webDir, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(?<!\.int|\.e2e)\.test\.ts$/.test(file))
      .map((file) => `${root}/${file}`)
      .filter((path) => readFileSync(join(webDir, path), 'utf8').startsWith('// @vitest-environment jsdom')),
  );
}
// Phase 2 runs only the stack's files (phaseTests' include), never these.
const DOM_TESTS = isStackPhase() ? [] : domTests();

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    ...phase,
    css: false,
    // Only what renders gets a DOM: components (*.test.tsx) and a plain test that says `// @vitest-environment jsdom`
    // in its first line (DOM_TESTS). The rest run in plain Node, which starts faster and has no browser globals to hide
    // a mistake.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: include.filter((g) => g.endsWith('.ts')),
          exclude: [...phase.exclude, ...DOM_TESTS],
          setupFiles: [SETUP],
        },
      },
      // The files of a worker share one jsdom, React and Testing Library, but each gets a fresh module cache and mock
      // registry first (fresh-module-cache.ts), so a file's vi.mock reaches no other file. `npm test -- --isolate`
      // (phase.isolate) runs each file in a process of its own instead, to find a file that leaks other state.
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [...components, ...DOM_TESTS],
          setupFiles: ['./src/testing/fresh-module-cache.ts', SETUP],
          // In this order: the reset comes before the shared setup imports the app's modules.
          sequence: { setupFiles: 'list' },
        },
      },
    ],
  },
});
