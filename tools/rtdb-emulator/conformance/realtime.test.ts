import { realtimeCases } from './cases/realtime.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: the realtime cases with unsigned tokens minted by the suite.
realtimeCases(useHarness('realtime', 'minted'));
