import { writeCases } from './cases/writes.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: the write cases with unsigned tokens minted by the suite.
writeCases(useHarness('writes', 'minted'));
