import { GOOGLE, OWNER, UNVERIFIED, type Who } from './identities.js';
import { REQ } from './fixtures.js';
import { BY_CREATED_AT, read } from './operations.js';
import type { RulesCase } from './types.js';

// requests/{uid}: the owner reads them (docs/product.md §6: "See and manage only their own requests"), nobody else does.
const ALICE = `requests/${OWNER}`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google'];

export const REQUESTS_READ_CASES: RulesCase[] = [
  {
    name: "owner reads the app's extra hosts on own request",
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read(`${ALICE}/${REQ.ownerUnpaid}/extraHosts`),
    expect: 'allow',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot read another user's extra hosts",
    area: 'requests',
    action: 'read',
    who,
    op: read(`${ALICE}/${REQ.ownerUnpaid}/extraHosts`),
    expect: 'deny',
  })),
  {
    name: "owner reads the app's pull-to-refresh choice on own request",
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read(`${ALICE}/${REQ.ownerUnpaid}/pullToRefresh`),
    expect: 'allow',
  },
  {
    name: "support reads a request's pull-to-refresh choice",
    area: 'requests',
    action: 'read',
    who: 'support',
    op: read(`${ALICE}/${REQ.ownerUnpaid}/pullToRefresh`),
    expect: 'allow',
  },
  ...strangers.map((who): RulesCase => ({
    name: "cannot read another user's pull-to-refresh choice",
    area: 'requests',
    action: 'read',
    who,
    op: read(`${ALICE}/${REQ.ownerUnpaid}/pullToRefresh`),
    expect: 'deny',
  })),
  {
    name: 'owner reads own requests',
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read(ALICE),
    expect: 'allow',
  },
  {
    name: 'owner lists own requests ordered by createdAt (the live list of docs/product.md §7)',
    area: 'requests',
    action: 'query',
    who: 'owner',
    op: read(ALICE, BY_CREATED_AT),
    expect: 'allow',
  },
  {
    name: 'owner pages through own requests (latest 10)',
    area: 'requests',
    action: 'query',
    who: 'owner',
    op: read(ALICE, { orderByChild: 'createdAt', limitToLast: 10 }),
    expect: 'allow',
  },
  {
    name: 'owner reads one own request',
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read(`${ALICE}/${REQ.ownerUnpaid}`),
    expect: 'allow',
  },
  {
    name: 'owner reads own paid request',
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read(`${ALICE}/${REQ.ownerPaid}`),
    expect: 'allow',
  },
  ...strangers.flatMap((who): RulesCase[] => [
    {
      name: "cannot read another user's requests",
      area: 'requests',
      action: 'read',
      who,
      op: read(ALICE),
      expect: 'deny',
    },
    {
      name: "cannot list another user's requests",
      area: 'requests',
      action: 'query',
      who,
      op: read(ALICE, BY_CREATED_AT),
      expect: 'deny',
    },
    {
      name: "cannot read one of another user's requests",
      area: 'requests',
      action: 'read',
      who,
      op: read(`${ALICE}/${REQ.ownerUnpaid}`),
      expect: 'deny',
    },
  ]),
  {
    name: 'unverified user reads own requests',
    area: 'requests',
    action: 'query',
    who: 'unverified',
    op: read(`requests/${UNVERIFIED}`, BY_CREATED_AT),
    expect: 'allow',
  },
  {
    name: 'Google user lists own requests',
    area: 'requests',
    action: 'query',
    who: 'google',
    op: read(`requests/${GOOGLE}`, BY_CREATED_AT),
    expect: 'allow',
  },
  {
    name: "cannot read everybody's requests",
    area: 'requests',
    action: 'read',
    who: 'owner',
    op: read('requests'),
    expect: 'deny',
  },
  {
    name: 'cannot query across users',
    area: 'requests',
    action: 'query',
    who: 'owner',
    op: read('requests', { orderByChild: 'createdAt' }),
    expect: 'deny',
  },
];
