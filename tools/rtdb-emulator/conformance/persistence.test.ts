import { persistenceCases } from './cases/persistence.cases.js';
import { useHarness } from './harness/harness.js';

// Phase 1: persistence and namespaces (no identities needed).
persistenceCases(useHarness('persistence', 'minted'));
