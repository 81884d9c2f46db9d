import { defineConfig } from 'vitest/config';

// The phase rule of the repository: `*.test.ts` are self-contained (phase 1); `*.int.test.ts` need the running
// local stack and run only in phase 2, when the runner sets APKFORGE_PHASE=integration. The shell has none yet.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['scripts/**/*.int.test.ts', 'test/**/*.int.test.ts'] : ['scripts/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '.cache/**', ...(integration ? [] : ['**/*.int.test.ts'])],
    passWithNoTests: integration,
    // Rebuilding the dex runs javac twice and dx (a few seconds each); the first run also fetches the toolchain.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
