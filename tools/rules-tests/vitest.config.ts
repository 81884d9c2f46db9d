import { defineConfig } from 'vitest/config';

// The phase rule of the repository: `*.test.ts` are self-contained (phase 1, in-process emulator on an ephemeral
// port); `*.int.test.ts` would need the running local stack and run only when the runner sets APKFORGE_PHASE=integration.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['src/**/*.int.test.ts'] : ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(integration ? [] : ['src/**/*.int.test.ts'])],
    // This package has no phase-2 suite: every evaluator runs in-process.
    passWithNoTests: integration,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
