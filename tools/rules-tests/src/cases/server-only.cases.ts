import { ALL_WHO, IDENTITIES, OTHER, OWNER, identityOf, type Who } from './identities.js';
import { REQ, SEEDED_AT, SEEDED_BUILD_ID, SEEDED_LINK_USE, SERVER_NOW, TOMBSTONED } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { Area, RulesCase } from './types.js';

// Paths no client may touch at all (docs/data-model.md): money (orders, payments), secrets (signingKeys, uploadKeys),
// support's update campaigns (campaigns), bookkeeping
// (rateLimits, webhookEvents, quotas, fulfilmentQueue, buildExpiry, downloadUses), the key export history (keyExports)
// and the abuse controls (buildLedger, abuseReports, revocations). Each is tried by everyone
// on a record that concerns them where that means something (their own signing key, their own rate limit, their own
// export history), so "even your own" is covered.
interface ServerPath {
  area: Area;
  /** The collection, for list reads. */
  list: string;
  /** An existing record as seen by `who`. */
  record: (uid: string) => string;
  /** A new record a client would like to plant. */
  planted: (uid: string) => { path: string; value: unknown };
  /** A change to the existing record that would benefit the client. */
  change: Record<string, unknown>;
}

const SERVER_PATHS: ServerPath[] = [
  {
    area: 'orders',
    list: 'orders',
    record: () => 'orders/order_Seeded000001',
    planted: (uid) => ({
      path: 'orders/order_Fake00000001',
      value: {
        orderId: 'order_Fake00000001',
        uid,
        requestId: 'r',
        planId: 'apk_basic',
        amount: 100,
        currency: 'INR',
        status: 'paid',
        createdAt: SERVER_NOW,
      },
    }),
    change: { amount: 1 },
  },
  {
    area: 'payments',
    list: 'payments',
    record: () => 'payments/pay_Seeded000001',
    planted: (uid) => ({
      path: 'payments/pay_Fake00000001',
      value: {
        paymentId: 'pay_Fake00000001',
        orderId: 'order_Fake00000001',
        uid,
        requestId: 'r',
        amount: 100,
        source: 'checkout',
        verifiedAt: SERVER_NOW,
      },
    }),
    change: { amount: 1 },
  },
  {
    area: 'signingKeys',
    list: 'signingKeys',
    record: (uid) => (uid === OWNER ? `signingKeys/${uid}/com,example,shop` : `signingKeys/${OWNER}/com,example,shop`),
    planted: (uid) => ({
      path: `signingKeys/${uid}/com,evil,app`,
      value: { packageName: 'com.evil.app', certificateSha256: 'EE:EE', sealed: 'x.y.z', createdAt: SEEDED_AT },
    }),
    change: { sealed: 'attacker.controlled.key' },
  },
  {
    area: 'uploadKeys',
    list: 'uploadKeys',
    record: (uid) => (uid === OWNER ? `uploadKeys/${uid}/com,example,shop` : `uploadKeys/${OWNER}/com,example,shop`),
    planted: (uid) => ({
      path: `uploadKeys/${uid}/com,evil,app`,
      value: { packageName: 'com.evil.app', certificateSha256: 'EE:EE', sealed: 'x.y.z', createdAt: SEEDED_AT },
    }),
    change: { sealed: 'attacker.controlled.key' },
  },
  {
    area: 'campaigns',
    list: 'campaigns',
    record: () => 'campaigns/shell-2026-11',
    // A client that could write a campaign could mark any app or stop its owners being told.
    planted: () => ({
      path: 'campaigns/shell-2099-01',
      value: { id: 'shell-2099-01', shellVersion: '2099.01', targetSdk: 99, whatChanged: 'x', startedAt: SERVER_NOW },
    }),
    change: { marked: 0 },
  },
  {
    area: 'rateLimits',
    list: 'rateLimits',
    record: (uid) => `rateLimits/builds/${uid}`,
    planted: (uid) => ({ path: `rateLimits/builds/${uid}`, value: { windowStart: SERVER_NOW, count: 0 } }),
    change: { count: 0 },
  },
  {
    area: 'tombstones',
    list: 'tombstones',
    record: () => `tombstones/${TOMBSTONED}`,
    // Planting one over your own account would block your builds; removing one would let a build outlive a deletion.
    planted: (uid) => ({ path: `tombstones/${uid}`, value: { deletedAt: SERVER_NOW, trigger: 'deleteAccount' } }),
    change: { deletedAt: 0 },
  },
  {
    area: 'webhookEvents',
    list: 'webhookEvents',
    record: () => 'webhookEvents/evt_Seeded000001',
    planted: () => ({
      path: 'webhookEvents/evt_Future0000001',
      value: { receivedAt: SERVER_NOW, type: 'payment.captured' },
    }),
    change: { type: 'refund.processed' },
  },
  {
    // createRequest's counters: a client that could write them could lift its own quota.
    area: 'quotas',
    list: 'quotas',
    record: (uid) => `quotas/${uid}`,
    planted: (uid) => ({ path: `quotas/${uid}`, value: { countedAt: SERVER_NOW, updatedAt: SERVER_NOW } }),
    change: { open: null },
  },
  {
    area: 'keyExports',
    list: 'keyExports',
    record: (uid) => (uid === OWNER ? `keyExports/${uid}/k1` : `keyExports/${OWNER}/k1`),
    // Forging export history would reset the daily export limit.
    planted: (uid) => ({ path: `keyExports/${uid}/k9`, value: { id: 'k9', at: SERVER_NOW, packageName: 'x.y' } }),
    change: { at: 0 },
  },
  {
    area: 'fulfilmentQueue',
    list: 'fulfilmentQueue',
    record: () => `fulfilmentQueue/${OWNER}/${REQ.ownerPaid}`,
    planted: (uid) => ({
      path: `fulfilmentQueue/${uid}/req-unpaid`,
      value: { since: SERVER_NOW, attempts: 0, nextAttemptAt: SERVER_NOW },
    }),
    change: { nextAttemptAt: 0 },
  },
  {
    // Takedown records: reading them would show other people's apps; changing them would hide a signed app.
    area: 'buildLedger',
    list: 'buildLedger',
    record: () => 'buildLedger/bSeeded1',
    planted: (uid) => ({
      path: 'buildLedger/bPlanted1',
      value: { kind: 'build', uid, url: 'https://x.test', appName: 'X', packageName: 'x.y', createdAt: SERVER_NOW },
    }),
    change: { uid: 'someone-else' },
  },
  {
    // Reports hold reporters' addresses; they are filed through reportAbuse, listed through opsAbuseReports and
    // closed through opsCloseAbuseReport (a client closing one, even as support, would hide it from the console).
    area: 'abuseReports',
    list: 'abuseReports',
    record: () => 'abuseReports/repSeeded1',
    planted: () => ({
      path: 'abuseReports/repPlanted1',
      value: { id: 'repPlanted1', app: 'x.y', reason: 'planted report', status: 'open', createdAt: SERVER_NOW },
    }),
    change: { status: 'closed', closedAt: SERVER_NOW, outcome: 'no_action', note: 'not abuse' },
  },
  {
    // Removing one would let a revoked account download again (the owner's own is seeded); planting one would block
    // someone else.
    area: 'revocations',
    list: 'revocations',
    record: () => `revocations/${OWNER}`,
    planted: () => ({ path: `revocations/${OTHER}`, value: { revokedAt: SERVER_NOW, reason: 'x', actorUid: 'x' } }),
    change: { reason: 'lifted' },
  },
  {
    area: 'buildExpiry',
    list: 'buildExpiry',
    record: () => `buildExpiry/${SEEDED_BUILD_ID}`,
    // Removing or re-dating your build's entry would keep its file past 30 days.
    planted: (uid) => ({ path: 'buildExpiry/b00planted000000000001', value: { uid, createdAt: SERVER_NOW } }),
    change: { createdAt: SERVER_NOW },
  },
  {
    area: 'downloadUses',
    list: 'downloadUses',
    record: () => `downloadUses/${SEEDED_LINK_USE}`,
    // Removing a use (or moving its first use) would make a spent download link work again.
    planted: (uid) => ({
      path: 'downloadUses/001700000900-cGxhbnRlZA',
      value: { uid, firstUsedAt: SERVER_NOW, expiresAt: SERVER_NOW },
    }),
    change: { firstUsedAt: SERVER_NOW },
  },
  {
    area: 'supportStaff',
    list: 'supportStaff',
    record: () => `supportStaff/${IDENTITIES.support.uid}`,
    // A client on the staff list would be support; one that could remove a record would lock support out.
    planted: (uid) => ({ path: `supportStaff/${uid}`, value: { email: 'x@example.com', grantedAt: SERVER_NOW } }),
    change: { grantedAt: SERVER_NOW },
  },
  {
    area: 'invoices',
    list: 'invoices',
    record: () => 'invoices/pay_Seeded000001',
    // An invoice is the seller's record: a changed total or number would be a false tax document.
    planted: (uid) => ({
      path: 'invoices/pay_Fake00000001',
      value: { paymentId: 'pay_Fake00000001', invoiceNumber: 'AF/24-25/000002', uid, totalPaise: 1 },
    }),
    change: { totalPaise: 1 },
  },
  {
    area: 'invoiceSeries',
    list: 'invoiceSeries',
    record: () => 'invoiceSeries/24-25',
    // Moving the counter would leave a gap or reuse a number.
    planted: () => ({ path: 'invoiceSeries/25-26', value: { last: 0 } }),
    change: { last: 0 },
  },
  {
    // A planted or changed feed would send notifications to another app's users, or to one's own without the limits.
    area: 'notificationFeeds',
    list: 'notificationFeeds',
    record: () => 'notificationFeeds/com,example,shop',
    planted: (uid) => ({
      path: 'notificationFeeds/com,other,app',
      value: { uid, packageName: 'com.other.app', items: { n0000000000001: { id: 'n0000000000001', title: 'Hi' } } },
    }),
    change: { uid: OTHER },
  },
  {
    // What each install reported: forged entries would inflate or erase an app's figures.
    area: 'notificationInstalls',
    list: 'notificationInstalls',
    record: () => 'notificationInstalls/com,example,shop/aW5zdGFsbC1oYXNo',
    planted: () => ({ path: 'notificationInstalls/com,example,shop/cGxhbnRlZA', value: { times: [1], fetched: '' } }),
    change: { fetched: '' },
  },
];

function casesFor(server: ServerPath, who: Who): RulesCase[] {
  const uid = identityOf(who)?.uid ?? OWNER;
  const planted = server.planted(uid);
  const area = server.area;
  return [
    { name: `cannot read ${area}`, area, action: 'read', who, op: read(server.list), expect: 'deny' },
    {
      name: `cannot read a record in ${area}`,
      area,
      action: 'read',
      who,
      op: read(server.record(uid)),
      expect: 'deny',
    },
    {
      name: `cannot create a record in ${area}`,
      area,
      action: 'create',
      who,
      op: set(planted.path, planted.value),
      expect: 'deny',
    },
    {
      name: `cannot change a record in ${area}`,
      area,
      action: 'update',
      who,
      op: update(server.record(uid), server.change),
      expect: 'deny',
    },
    {
      name: `cannot delete a record in ${area}`,
      area,
      action: 'delete',
      who,
      op: remove(server.record(uid)),
      expect: 'deny',
    },
  ];
}

export const SERVER_ONLY_CASES: RulesCase[] = SERVER_PATHS.flatMap((server) =>
  ALL_WHO.flatMap((who) => casesFor(server, who)),
);
