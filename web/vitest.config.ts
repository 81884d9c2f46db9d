import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

// build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
const ROOTS = ['src', 'build-plugins'];
const { include, ...phase } = phaseTests({ roots: ROOTS });

/**
 * The component tests that mock modules. One that calls vi.mock needs a module cache of its own, or its mocks would
 * leak into the next file; the others share one per worker like the Node suites, which saves a new worker, jsdom and
 * React per file (about 1.3 s of CPU each: `--only web --unit` 62 s with every component file isolated, 49 s shared,
 * at the same hour). Read from the files themselves, so a test that starts mocking moves by itself. Paths relative to
 * this folder, whatever the working directory (knip loads this config from the repository's root).
 */
function mockingComponentTests(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return ROOTS.flatMap((root) =>
    readdirSync(join(here, root), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.tsx'))
      .map((name) => `${root}/${name.split(sep).join('/')}`)
      .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(join(here, file), 'utf8'))),
  );
}
const components = include.filter((glob) => glob.endsWith('.tsx'));
// Phase 2 (the stack's suites) has no component tests: its include names none.
const mocking = components.length > 0 ? mockingComponentTests() : [];

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
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: components, exclude: [...phase.exclude, ...mocking] },
      },
      { extends: true, test: { name: 'dom-mocking', environment: 'jsdom', include: mocking, isolate: true } },
    ],
  },
});
