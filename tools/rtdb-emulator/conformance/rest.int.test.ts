import { restCases } from './cases/rest.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the rest cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
restCases(useHarness('rest', 'auth-emulator'));
