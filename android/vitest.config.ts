import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';

export default defineConfig({
  test: {
    ...phaseTests({ roots: ['scripts', 'test'], exclude: ['.cache/**'], unitTimeoutMs: 120_000 }),
    // Rebuilding the dex runs javac twice and dx; the first run also fetches the Debian toolchain.
    hookTimeout: 300_000,
  },
});
