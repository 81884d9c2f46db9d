import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../test-kit/src/vitest-phase.js';

// Both evaluators run in-process (our emulator on an ephemeral port, and targaryen), so every suite is phase 1.
export default defineConfig({ test: phaseTests() });
