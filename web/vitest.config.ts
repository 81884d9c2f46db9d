import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

// build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
const ROOTS = ['src', 'build-plugins'];
const { include, ...phase } = phaseTests({ roots: ROOTS });

const components = include.filter((glob) => glob.endsWith('.tsx'));
const SETUP = './src/testing/setup-tests.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    ...phase,
    css: false,
    // Only what renders gets a DOM: components (*.test.tsx) and a plain test that says `// @vitest-environment jsdom`
    // in its first line. The rest run in plain Node, which starts faster and has no browser globals to hide a mistake.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: include.filter((g) => g.endsWith('.ts')),
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
          include: components,
          setupFiles: ['./src/testing/fresh-module-cache.ts', SETUP],
          // In this order: the reset comes before the shared setup imports the app's modules.
          sequence: { setupFiles: 'list' },
        },
      },
    ],
  },
});
