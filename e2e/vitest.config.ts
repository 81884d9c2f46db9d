import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';

export default defineConfig({
  test: {
    // The browser journey needs the whole local stack: phase 2 only. A test is a few steps of up to 45 s each on a
    // busy machine (src/chromium.ts STEP_TIMEOUT_MS); its own limit only catches a hang.
    ...phaseTests({ roots: ['.'], stackTimeoutMs: 180_000 }),
    // One browser, one journey: steps depend on each other and must run in order.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
