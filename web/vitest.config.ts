import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // 30 s per test: see the asyncUtilTimeout note in setup-tests.ts; the slowest test takes about 2 s when idle.
    ...phaseTests({ unitTimeoutMs: 30_000 }),
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
  },
});
