import { ALL_WHO, OWNER, type Who } from './identities.js';
import { SEEDED_AT } from './fixtures.js';
import { BY_CREATED_AT, read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// builds/{uid}/{buildId}: written only by the api function; the owner may read them (docs/data-model.md).
const ALICE = `builds/${OWNER}`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];

export const BUILDS_CASES: RulesCase[] = [
  {
    name: 'owner reads own build records',
    area: 'builds',
    action: 'read',
    who: 'owner',
    op: read(ALICE),
    expect: 'allow',
  },
  {
    name: 'owner lists own builds by createdAt',
    area: 'builds',
    action: 'query',
    who: 'owner',
    op: read(ALICE, BY_CREATED_AT),
    expect: 'allow',
  },
  {
    name: 'owner reads one own build record',
    area: 'builds',
    action: 'read',
    who: 'owner',
    op: read(`${ALICE}/build-1`),
    expect: 'allow',
  },
  ...strangers.flatMap((who): RulesCase[] => [
    { name: "cannot read another user's builds", area: 'builds', action: 'read', who, op: read(ALICE), expect: 'deny' },
    {
      name: "cannot list another user's builds",
      area: 'builds',
      action: 'query',
      who,
      op: read(ALICE, BY_CREATED_AT),
      expect: 'deny',
    },
  ]),
  {
    name: "cannot read everybody's builds",
    area: 'builds',
    action: 'read',
    who: 'owner',
    op: read('builds'),
    expect: 'deny',
  },
  ...ALL_WHO.flatMap((who): RulesCase[] => [
    {
      name: 'cannot write a build record (server only)',
      area: 'builds',
      action: 'create',
      who,
      op: set(`${ALICE}/fake`, { appName: 'Fake', sha256: 'c'.repeat(64), size: 1, createdAt: SEEDED_AT }),
      expect: 'deny',
    },
    {
      name: 'cannot change a build record',
      area: 'builds',
      action: 'update',
      who,
      op: update(`${ALICE}/build-1`, { size: 1 }),
      expect: 'deny',
    },
    {
      name: 'cannot delete a build record',
      area: 'builds',
      action: 'delete',
      who,
      op: remove(`${ALICE}/build-1`),
      expect: 'deny',
    },
  ]),
];
