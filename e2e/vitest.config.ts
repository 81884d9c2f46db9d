import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';

export default defineConfig({
  test: {
    // The browser journey needs the whole local stack: phase 2 only. A test is a few steps of up to 45 s each on a
    // busy machine (src/chromium.ts STEP_TIMEOUT_MS); its own limit only catches a hang.
    ...phaseTests({ roots: ['.'], stackTimeoutMs: 180_000 }),
    // Inside a file, one browser and one journey: its steps depend on each other and run in order. Files are
    // independent (each makes its own users and data: tools/stack/src/stack-suites-own-data.test.ts), so they run as
    // many at once as the runner gives workers (tools/stack/src/vitest-workers.ts): one in a full `npm test`, beside
    // phase 1 on a saturated machine; every CPU when phase 2 runs alone, which took `npm test -- --stack --only e2e`
    // from 229-294 s to 153-183 s on 2 cores: most of a browser test is waiting on the stack, not computing.
    fileParallelism: true,
    sequence: { concurrent: false },
  },
});
