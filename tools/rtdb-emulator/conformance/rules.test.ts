import { rulesCases } from './cases/rules.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: the rules cases with unsigned tokens minted by the suite (sign-out needs the Auth emulator: phase 2).
rulesCases(useHarness('rules', 'minted'));
