import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listWorkspaces } from './workspaces.js';

// Phase 2 runs on the developer's own `npm start` when one is up (README "Tests"), again and again on the same data.
// A suite that changed the demo account's apps or requests passed once and failed from the second run on (the
// keys-and-updates e2e rebuilt the demo's apps and saved its Play signer): every phase-2 suite makes its own
// accounts (e2e/src/test-users.ts, functions/src/__tests__/stack.ts), deleted after the run.
const suites = listWorkspaces().flatMap((workspace) =>
  workspace.stackTests.map((file) => ({
    name: `${workspace.name}: ${file}`,
    text: readFileSync(join(workspace.dir, file), 'utf8'),
  })),
);

describe('phase-2 suites work on accounts of their own', () => {
  it('finds the phase-2 suites', () => {
    expect(suites.length).toBeGreaterThan(10);
  });

  it('no phase-2 suite signs in as the demo account', () => {
    expect(
      suites
        .filter((suite) => /\bDEMO_USER\b|demo@apkforge\.dev/.test(suite.text))
        .map((suite) => `${suite.name} uses the demo account: make its own with createTestUser / newUser`),
    ).toEqual([]);
  });
});
