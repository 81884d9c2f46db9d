import { writeCases } from './cases/writes.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the writes cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
writeCases(useHarness('writes', 'auth-emulator'));
