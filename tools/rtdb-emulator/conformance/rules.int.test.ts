import { rulesCases } from './cases/rules.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 2: the rules cases with real ID tokens from the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST).
rulesCases(useHarness('rules', 'auth-emulator'));
