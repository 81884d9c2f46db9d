import { queryCases } from './cases/queries.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the queries cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
queryCases(useHarness('queries', 'auth-emulator'));
