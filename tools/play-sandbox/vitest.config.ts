import { defineConfig } from 'vitest/config';
// Relative, not '@apkforge/test-kit': vitest loads configs with plain Node, which cannot import a linked .ts package.
import { phaseTests } from '../test-kit/src/vitest-phase.js';

export default defineConfig({ test: phaseTests() });
