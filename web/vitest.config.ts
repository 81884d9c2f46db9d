import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';
import { aliases } from './vite.config.js';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    // build-plugins/ holds the Vite plugins of the web build; their tests run with the app's.
    ...phaseTests({ roots: ['src', 'build-plugins'] }),
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
  },
});
