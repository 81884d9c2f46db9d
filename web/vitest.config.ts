import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Phase rule (common.md): phase 1 runs self-contained tests; phase 2 only *.int.test.ts.
const integration = process.env.APKFORGE_PHASE === 'integration';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: integration ? ['src/**/*.int.test.{ts,tsx}'] : ['src/**/*.test.{ts,tsx}'],
    exclude: integration ? ['node_modules/**'] : ['node_modules/**', 'src/**/*.int.test.{ts,tsx}'],
    passWithNoTests: integration,
    css: false,
  },
});
