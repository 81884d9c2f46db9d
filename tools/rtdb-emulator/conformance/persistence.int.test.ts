import { persistenceCases } from './cases/persistence.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the persistence cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
persistenceCases(useHarness('persistence', 'auth-emulator'));
