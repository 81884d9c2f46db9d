import { realtimeCases } from './cases/realtime.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the realtime cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
realtimeCases(useHarness('realtime', 'auth-emulator'));
