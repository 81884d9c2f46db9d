import { defineConfig } from 'vitest/config';

// The phase rule of the repository: `*.test.ts` are self-contained (phase 1); `*.int.test.ts` need the running
// local stack and run only in phase 2, when the runner sets APKFORGE_PHASE=integration.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['src/**/*.int.test.ts'] : ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'lib/**', ...(integration ? [] : ['src/**/*.int.test.ts'])],
    passWithNoTests: integration,
    // Handlers log through firebase-functions' logger; show those lines only for failing tests.
    silent: 'passed-only',
    testTimeout: integration ? 120_000 : 30_000,
    hookTimeout: integration ? 120_000 : 30_000,
  },
});
