import { defineConfig } from 'vitest/config';
import { phaseTests } from '../test-kit/src/vitest-phase.js';

export default defineConfig({ test: phaseTests() });
