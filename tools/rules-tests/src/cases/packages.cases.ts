import { ALL_WHO, OWNER, type Who } from './identities.js';
import { SEEDED_AT } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// packages/{uid}/{packageKey}: the summary of a package's signing key and versionCode, written only by the functions
// (docs/data-model.md); the owner reads it, nobody else, and no client writes it.
const ALICE = `packages/${OWNER}`;
const SHOP = `${ALICE}/com,example,shop`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];

export const PACKAGES_CASES: RulesCase[] = [
  {
    name: 'owner reads own packages',
    area: 'packages',
    action: 'read',
    who: 'owner',
    op: read(ALICE),
    expect: 'allow',
  },
  {
    name: 'owner reads one own package',
    area: 'packages',
    action: 'read',
    who: 'owner',
    op: read(SHOP),
    expect: 'allow',
  },
  ...strangers.flatMap((who): RulesCase[] => [
    {
      name: "cannot read another user's packages",
      area: 'packages',
      action: 'read',
      who,
      op: read(ALICE),
      expect: 'deny',
    },
    {
      name: "cannot read another user's package",
      area: 'packages',
      action: 'read',
      who,
      op: read(SHOP),
      expect: 'deny',
    },
  ]),
  {
    name: "cannot read everybody's packages",
    area: 'packages',
    action: 'read',
    who: 'owner',
    op: read('packages'),
    expect: 'deny',
  },
  ...ALL_WHO.flatMap((who): RulesCase[] => [
    {
      name: 'cannot plant a package summary (server only)',
      area: 'packages',
      action: 'create',
      who,
      op: set(`${ALICE}/com,evil,app`, {
        packageName: 'com.evil.app',
        certificateSha256: 'EE:EE',
        lastVersionCode: 1,
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      }),
      expect: 'deny',
    },
    {
      name: 'cannot change the certificate or versionCode of a package',
      area: 'packages',
      action: 'update',
      who,
      op: update(SHOP, { certificateSha256: 'EE:EE', lastVersionCode: 999 }),
      expect: 'deny',
    },
    {
      name: 'cannot choose the Play signer or clear an update itself (callables and campaigns only)',
      area: 'packages',
      action: 'update',
      who,
      op: update(SHOP, { signer: 'own', update: null, lineageSha256: ['EE:EE'] }),
      expect: 'deny',
    },
    {
      name: 'cannot delete a package summary',
      area: 'packages',
      action: 'delete',
      who,
      op: remove(SHOP),
      expect: 'deny',
    },
  ]),
];
