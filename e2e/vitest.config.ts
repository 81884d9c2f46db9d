import { defineConfig } from 'vitest/config';

// The browser journey needs the whole local stack, so it only runs in phase 2 of `npm test`.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['**/*.e2e.test.ts'] : ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(integration ? [] : ['**/*.e2e.test.ts'])],
    passWithNoTests: !integration,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser, one journey: steps depend on each other and must run in order.
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
