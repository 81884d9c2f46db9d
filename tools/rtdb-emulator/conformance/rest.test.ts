import { restCases } from './cases/rest.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: the REST cases with unsigned tokens minted by the suite.
restCases(useHarness('rest', 'minted'));
