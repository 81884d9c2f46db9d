import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

// build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
const ROOTS = ['src', 'build-plugins'];
const { include, ...phase } = phaseTests({ roots: ROOTS });

/**
 * The component tests, split by whether they mock modules. One that calls vi.mock needs a module cache of its own,
 * or its mocks would leak into the next file; the others share one per worker like the Node suites, which saves a new
 * worker, jsdom and React per file (about 1.3 s of CPU each: `--only web --unit` 49-52 s with every file isolated,
 * 36-38 s shared). Read from the files themselves, so a test that starts mocking moves by itself.
 */
function componentTests(): { mocking: string[]; sharing: string[] } {
  const files = ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.tsx'))
      .map((name) => join(root, name)),
  );
  const mocks = (file: string) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8'));
  return { mocking: files.filter(mocks), sharing: files.filter((file) => !mocks(file)) };
}
// Phase 2 (the stack's suites) has no component tests: its include names none.
const components = include.some((glob) => glob.endsWith('.tsx')) ? componentTests() : { mocking: [], sharing: [] };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    ...phase,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // A DOM costs about a second per file (jsdom, then React and Testing Library loaded into it), so only what renders
    // gets one: components (*.test.tsx) and a plain test that says `// @vitest-environment jsdom` in its first line.
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: include.filter((g) => g.endsWith('.ts')) } },
      // `npm test -- --isolate` isolates these too (phase.isolate), to find a file that leaks state into the next.
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: components.sharing } },
      {
        extends: true,
        test: { name: 'dom-mocking', environment: 'jsdom', include: components.mocking, isolate: true },
      },
    ],
  },
});
