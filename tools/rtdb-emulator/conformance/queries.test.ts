import { queryCases } from './cases/queries.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: the query cases with unsigned tokens minted by the suite.
queryCases(useHarness('queries', 'minted'));
