import { describe, expect, it } from 'vitest';
import { RULES_CASES, caseTitle } from './cases/index.js';
import { ALL_WHO } from './cases/identities.js';
import type { Action, Area } from './cases/types.js';

// The table is the suite: these checks keep it complete when someone edits it (docs/data-model.md: every path x
// {owner, other user, signed out, unverified} x {read, create, update, delete}, allow and deny).
const DATA_AREAS: Area[] = [
  'plans',
  'users',
  'requests',
  'builds',
  'packages',
  'orders',
  'payments',
  'signingKeys',
  'rateLimits',
  'tombstones',
  'webhookEvents',
  'timeline',
  'deliverables',
  'publishing',
  'audit',
  'outbox',
  'quotas',
  'keyExports',
  'fulfilmentQueue',
  'buildLedger',
  'abuseReports',
  'revocations',
  'buildExpiry',
  'downloadUses',
  'uploadKeys',
  'campaigns',
  'attachments',
  'conversationReads',
  'supportStaff',
  'invoices',
  'invoiceSeries',
  'notifications',
  'notificationFeeds',
  'notificationInstalls',
];
const ACTIONS: Action[] = ['read', 'create', 'update', 'delete'];

describe('the rules case table', () => {
  it('covers every data path x who x operation', () => {
    const missing: string[] = [];
    for (const area of DATA_AREAS) {
      for (const who of ALL_WHO) {
        for (const action of ACTIONS) {
          if (!RULES_CASES.some((c) => c.area === area && c.who === who && c.action === action))
            missing.push(`${area} ${who} ${action}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has allow and deny cases for every operation on the one client-writable path, users', () => {
    for (const action of ACTIONS) {
      const verdicts = new Set(
        RULES_CASES.filter((c) => c.area === 'users' && c.action === action).map((c) => c.expect),
      );
      expect([...verdicts].sort(), `users ${action}`).toEqual(['allow', 'deny']);
    }
  });

  it('lets the owner read its requests and nobody write them (callables only)', () => {
    const verdicts = (action: Action) =>
      [...new Set(RULES_CASES.filter((c) => c.area === 'requests' && c.action === action).map((c) => c.expect))].sort();
    expect(verdicts('read')).toEqual(['allow', 'deny']);
    for (const action of ['create', 'update', 'delete'] as const) expect(verdicts(action), action).toEqual(['deny']);
  });

  it('lists the requests with a query, allowed for the owner and denied to others', () => {
    const queries = RULES_CASES.filter(
      (c) => c.area === 'requests' && c.action === 'query' && c.op.kind === 'read' && c.op.query,
    );
    expect(queries.some((c) => c.who === 'owner' && c.expect === 'allow')).toBe(true);
    expect(queries.some((c) => c.who === 'other' && c.expect === 'deny')).toBe(true);
  });

  it('includes every attack the data model guards against', () => {
    const names = RULES_CASES.filter((c) => c.expect === 'deny').map((c) => `${c.area} ${c.action} ${c.name}`);
    const attacks: [string, RegExp][] = [
      ['a valid request written directly by its owner', /requests create owner cannot create even a valid request/],
      ['a maximum-size request written directly', /requests create .*maximum-size/],
      ['an edit written directly by the owner', /requests update owner cannot edit the description directly/],
      ['a delete written directly by the owner', /requests delete owner cannot delete its unpaid request directly/],
      ['a year-2999 timestamp at creation', /requests create .*year-2999/],
      ['a year-2999 ISO twin on an edit', /requests update .*year 2999/],
      ["paymentStatus 'paid' at creation", /requests create .*paymentStatus 'paid'/],
      ["paymentStatus 'paid' after creation", /requests update .*paymentStatus 'paid'/],
      ['razorpay fields at creation', /requests create .*razorpay/],
      ['razorpay fields after creation', /requests update .*razorpay/],
      ['status', /requests update .*status/],
      ['progressPercent', /requests update .*progressPercent/],
      ['planName', /requests (create|update) .*planName/],
      ['amountInr with a wrong price at creation', /requests create .*wrong price at creation/],
      ['amountInr after creation', /requests update .*amountInr after creation/],
      ['createdAt in the past', /requests create .*backdate createdAt/],
      ["updating another user's request", /requests update .*another user's request/],
      ['deleting a paid request', /requests delete .*delete a paid request/],
      ['writing under builds', /builds create /],
      ['writing under orders', /orders create /],
      ['writing under payments', /payments create /],
      ['writing under signingKeys', /signingKeys create /],
      ['writing under quotas', /quotas create /],
      ['writing a deliverable', /deliverables create /],
      ['marking a deliverable ready', /deliverables update /],
      ['writing a package summary', /packages (create|update) /],
      ['setting the Play signing certificate directly', /requests update .*playSigningSha256/],
      ['an unverified user creating', /requests create unverified/],
      [
        'a multi-path update sneaking a server-only field',
        /requests update a multi-path update cannot sneak paymentStatus/,
      ],
      ['an oversized icon', /requests create .*oversized/],
      ['a non-image data URL', /requests create .*non-image/],
      ['unknown keys', /requests (create|update) .*outside the data model/],
      ['a user record claiming an email its token does not carry', /users update cannot claim an email/],
    ];
    const absent = attacks.filter(([, pattern]) => !names.some((name) => pattern.test(name))).map(([what]) => what);
    expect(absent).toEqual([]);
  });

  it('gives every case a distinct title within its area', () => {
    const titles = RULES_CASES.map((c) => `${c.area} ${caseTitle(c)}`);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
