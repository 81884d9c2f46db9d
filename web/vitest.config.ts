import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

// build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
const { include, ...phase } = phaseTests({ roots: ['src', 'build-plugins'] });

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
      {
        extends: true,
        // Always one module cache per file: components mock modules (vi.mock), which a shared cache would leak.
        test: { name: 'dom', environment: 'jsdom', include: include.filter((g) => g.endsWith('.tsx')), isolate: true },
      },
    ],
  },
});
