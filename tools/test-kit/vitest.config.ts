import { defineConfig } from 'vitest/config';
import { phaseTests } from './src/vitest-phase.js';

export default defineConfig({ test: phaseTests() });
