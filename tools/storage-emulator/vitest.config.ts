import { defineConfig } from 'vitest/config';

// Phase rule of the repository: `*.int.test.ts` only in phase 2 (APKFORGE_PHASE=integration), everything else in phase 1.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  test: {
    include: integration ? ['src/**/*.int.test.ts'] : ['src/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(integration ? [] : ['src/**/*.int.test.ts'])],
    passWithNoTests: integration,
  },
});
