import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../test-kit/src/vitest-phase.js';

// The conformance suite's phase-2 files need the Auth emulator for real ID tokens; the rest is self-contained.
export default defineConfig({ test: phaseTests({ roots: ['src', 'conformance'] }) });
