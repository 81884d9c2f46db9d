import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../tools/test-kit/src/vitest-phase.js';

export default defineConfig({
  test: {
    ...phaseTests({ exclude: ['lib/**'] }),
    // Handlers log through firebase-functions' logger; show those lines only for failing tests.
    silent: 'passed-only',
  },
});
