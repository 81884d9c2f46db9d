import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';

export default defineConfig({
  test: {
    // The browser journey needs the whole local stack: phase 2 only.
    ...phaseTests({ roots: ['.'], stackTimeoutMs: 60_000 }),
    // One browser, one journey: steps depend on each other and must run in order.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
