import { defineConfig } from 'vitest/config';

// The phase rule of the repository: `*.test.ts` are self-contained (phase 1); `*.int.test.ts` need the running
// local stack (here: the Auth emulator) and run only in phase 2, when the runner sets APKFORGE_PHASE=integration.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['src/**/*.int.test.ts', 'conformance/**/*.int.test.ts'] : ['src/**/*.test.ts', 'conformance/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(integration ? [] : ['**/*.int.test.ts'])],
    passWithNoTests: integration,
    testTimeout: integration ? 120_000 : 30_000,
    hookTimeout: integration ? 120_000 : 30_000,
  },
});
