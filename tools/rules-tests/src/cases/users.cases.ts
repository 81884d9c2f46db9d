import { IDENTITIES, OTHER, OWNER, UNVERIFIED, type Who } from './identities.js';
import { FUTURE, PAST, SEEDED_AT, SERVER_NOW } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// users/{uid}: owner read/write, only { email, createdAt, updatedAt }, email <= 320, createdAt set once to now,
// updatedAt == now (docs/data-model.md). The web writes it right after sign-in, verified or not.
const ALICE = `users/${OWNER}`;
const BOB = `users/${OTHER}`;
const CAROL = `users/${UNVERIFIED}`;
const fresh = (email: string) => ({ email, createdAt: SERVER_NOW, updatedAt: SERVER_NOW });
const carolSeed = { [CAROL]: { email: IDENTITIES.unverified.email, createdAt: SEEDED_AT, updatedAt: SEEDED_AT } };

const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];
const bob = IDENTITIES.other.email;

export const USERS_CASES: RulesCase[] = [
  {
    name: 'owner reads own user record',
    area: 'users',
    action: 'read',
    who: 'owner',
    op: read(ALICE),
    expect: 'allow',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot read another user's record",
    area: 'users',
    action: 'read',
    who,
    op: read(ALICE),
    expect: 'deny',
  })),
  {
    name: 'unverified user reads own record (the profile page works unverified, docs/product.md §2)',
    area: 'users',
    action: 'read',
    who: 'unverified',
    op: read(CAROL),
    seed: carolSeed,
    expect: 'allow',
  },
  {
    name: 'cannot list every user',
    area: 'users',
    action: 'query',
    who: 'owner',
    op: read('users', { orderByChild: 'email' }),
    expect: 'deny',
  },

  {
    name: 'creates own record with server timestamps',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, fresh(bob)),
    expect: 'allow',
  },
  {
    name: 'unverified user creates own record right after sign-up',
    area: 'users',
    action: 'create',
    who: 'unverified',
    op: set(CAROL, fresh(IDENTITIES.unverified.email)),
    expect: 'allow',
  },
  {
    name: 'Google user creates own record',
    area: 'users',
    action: 'create',
    who: 'google',
    op: set(`users/${IDENTITIES.google.uid}`, fresh(IDENTITIES.google.email)),
    expect: 'allow',
  },
  {
    name: "cannot create another user's record",
    area: 'users',
    action: 'create',
    who: 'owner',
    op: set(BOB, fresh(bob)),
    expect: 'deny',
  },
  {
    name: "support cannot create a customer's user record",
    area: 'users',
    action: 'create',
    who: 'support',
    op: set(BOB, fresh(bob)),
    expect: 'deny',
  },
  {
    name: 'signed out cannot create a user record',
    area: 'users',
    action: 'create',
    who: 'signedOut',
    op: set(BOB, fresh(bob)),
    expect: 'deny',
  },
  {
    name: 'cannot backdate createdAt',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { ...fresh(bob), createdAt: PAST }),
    expect: 'deny',
  },
  {
    name: 'cannot stamp updatedAt in the future',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { ...fresh(bob), updatedAt: FUTURE }),
    expect: 'deny',
  },
  {
    name: 'cannot omit createdAt',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { email: bob, updatedAt: SERVER_NOW }),
    expect: 'deny',
  },
  {
    name: 'cannot omit email',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { createdAt: SERVER_NOW, updatedAt: SERVER_NOW }),
    expect: 'deny',
  },
  {
    name: 'cannot add a key outside the data model (role)',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { ...fresh(bob), role: 'admin' }),
    expect: 'deny',
  },
  {
    name: 'email of 320 characters is accepted',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, fresh(`${'b'.repeat(308)}@example.com`)),
    expect: 'allow',
  },
  {
    name: 'email of 321 characters is refused',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, fresh(`${'b'.repeat(309)}@example.com`)),
    expect: 'deny',
  },
  {
    name: 'email must be a string',
    area: 'users',
    action: 'create',
    who: 'other',
    op: set(BOB, { ...fresh(bob), email: 42 }),
    expect: 'deny',
  },

  {
    name: 'owner updates email with a server-time updatedAt',
    area: 'users',
    action: 'update',
    who: 'owner',
    op: update(ALICE, { email: 'alice.new@example.com', updatedAt: SERVER_NOW }),
    expect: 'allow',
  },
  {
    name: 'owner rewrites the record keeping createdAt',
    area: 'users',
    action: 'update',
    who: 'owner',
    op: set(ALICE, { email: IDENTITIES.owner.email, createdAt: SEEDED_AT, updatedAt: SERVER_NOW }),
    expect: 'allow',
  },
  {
    name: 'createdAt can only be set once',
    area: 'users',
    action: 'update',
    who: 'owner',
    op: update(ALICE, { createdAt: SERVER_NOW, updatedAt: SERVER_NOW }),
    expect: 'deny',
  },
  {
    name: 'an update must bump updatedAt to now',
    area: 'users',
    action: 'update',
    who: 'owner',
    op: update(ALICE, { email: 'alice.new@example.com' }),
    expect: 'deny',
  },
  {
    name: 'unverified user updates own record',
    area: 'users',
    action: 'update',
    who: 'unverified',
    op: update(CAROL, { updatedAt: SERVER_NOW }),
    seed: carolSeed,
    expect: 'allow',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot update another user's record",
    area: 'users',
    action: 'update',
    who,
    op: update(ALICE, { email: 'evil@example.com', updatedAt: SERVER_NOW }),
    expect: 'deny',
  })),

  {
    name: 'owner deletes own record',
    area: 'users',
    action: 'delete',
    who: 'owner',
    op: remove(ALICE),
    expect: 'allow',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot delete another user's record",
    area: 'users',
    action: 'delete',
    who,
    op: remove(ALICE),
    expect: 'deny',
  })),
];
