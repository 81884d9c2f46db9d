import { describe, expect, it } from 'vitest';
import { FakeAuth } from '../__tests__/fakes/fake-auth.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../__tests__/fakes/memory-files.js';
import { caller, ManualClock, NOW, unpaidRequest } from '../__tests__/fixtures.js';
import { deleteAccount } from './delete-account.js';
import { deleteUserData, userOwnedPaths } from './delete-user-data.js';

function populated() {
  const db = new MemoryDb();
  const files = new MemoryFiles();
  const auth = new FakeAuth();
  for (const uid of ['asha', 'ravi']) {
    auth.signIn(uid);
    db.write(`users/${uid}`, { email: `${uid}@example.com`, createdAt: 1, updatedAt: 1 });
    db.write(`requests/${uid}/r1`, unpaidRequest('r1'));
    db.write(`builds/${uid}/b1`, { appName: 'A', storagePath: `users/${uid}/builds/b1.apk` });
    db.write(`signingKeys/${uid}/com,example`, {
      packageName: 'com.example',
      sealed: 'x.y.z',
      certificateSha256: 'AA',
      createdAt: 1,
    });
    db.write(`uploadKeys/${uid}/com,example`, {
      packageName: 'com.example',
      sealed: 'x.y.z',
      certificateSha256: 'BB',
      createdAt: 1,
    });
    db.write(`packages/${uid}/com,example`, {
      packageName: 'com.example',
      certificateSha256: 'AA',
      lastVersionCode: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    db.write(`rateLimits/builds/${uid}`, { times: [1] });
    db.write(`rateLimits/siteImports/${uid}`, { times: [1] });
    db.write(`rateLimits/abuseReports/account-${uid}`, { times: [1] });
    // Abuse controls: a report the user filed, a ledger line of their build, support's revocation of the account.
    db.write(`abuseReports/rep-${uid}`, {
      id: `rep-${uid}`,
      app: 'com.bad.app',
      reason: 'phishing page',
      contactEmail: `${uid}@example.com`,
      reporterUid: uid,
      status: 'open',
      createdAt: 1,
    });
    db.write(`buildLedger/b1-${uid}`, {
      kind: 'build',
      uid,
      url: 'https://example.com',
      appName: 'A',
      packageName: 'com.example',
      versionCode: 1,
      certificateSha256: 'AA',
      sha256: 'ff',
      createdAt: 1,
      buildId: 'b1',
    });
    db.write(`revocations/${uid}`, { revokedAt: 1, reason: 'phishing', actorUid: 'sam' });
    db.write(`timeline/${uid}/r1/e1`, {
      id: 'e1',
      at: 1,
      kind: 'status',
      by: 'support',
      from: 'Queued',
      to: 'in_review',
    });
    db.write(`outbox/e1-${uid}`, { id: `e1-${uid}`, uid, requestId: 'r1', to: `${uid}@example.com`, status: 'sent' });
    db.write(`rateLimits/orders/${uid}`, { times: [1] });
    db.write(`quotas/${uid}`, { open: { r1: 1 }, recent: { r1: 1 }, countedAt: 1, updatedAt: 1 });
    db.write(`deliverables/${uid}/r1/aab`, { id: 'aab', kind: 'aab', status: 'ready' });
    db.write(`attachments/${uid}/r1/att1`, { id: 'att1', fileName: 'logo.png' });
    db.write(`conversationReads/${uid}/r1`, { customer: 1, support: 1 });
    db.write(`rateLimits/messageUploads/${uid}`, { times: [1] });
    db.write(`fulfilmentQueue/${uid}/r1`, { since: 1, attempts: 0, nextAttemptAt: 1 });
    db.write(`packages/${uid}/com,example`, { packageName: 'com.example', exportCount: 1 });
    db.write(`keyExports/${uid}/k1`, { id: 'k1', at: 1, packageName: 'com.example' });
    db.write(`orders/order_${uid}1`, {
      orderId: `order_${uid}1`,
      uid,
      requestId: 'r1',
      planId: 'aab_bundle',
      amount: 3900,
      currency: 'INR',
      status: 'paid',
      createdAt: 1,
    });
    db.write(`payments/pay_${uid}1`, {
      paymentId: `pay_${uid}1`,
      orderId: `order_${uid}1`,
      uid,
      requestId: 'r1',
      amount: 3900,
      source: 'webhook',
      verifiedAt: 2,
    });
    db.write(`invoices/pay_${uid}1`, {
      paymentId: `pay_${uid}1`,
      invoiceNumber: 'AF/25-26/000001',
      uid,
      requestId: 'r1',
      billedToEmail: `${uid}@example.com`,
      totalPaise: 3900,
      issuedAt: 2,
    });
    // What fulfilment, the support console, key custody and quotas keep per user.
    db.write(`timeline/${uid}/r1/e1`, { id: 'e1', at: 1, kind: 'created', by: 'customer' });
    db.write(`deliverables/${uid}/r1/d1`, { id: 'd1', kind: 'aab', status: 'ready', label: 'AAB' });
    db.write(`keyExports/${uid}/x1`, { at: 1, certificateSha256: 'AA' });
    db.write(`publishing/${uid}/r1`, { requestId: 'r1', packageName: 'com.example', openedAt: 1 });
    db.write(`quotas/${uid}`, { openUnpaid: 1 });
    db.write(`packageClaims/com,${uid},app`, { uid, claimedAt: 1 });
    // App notifications: the history, the app's feed, its limit and what its installs reported.
    db.write(`notifications/${uid}/com,${uid},app/n1`, { id: 'n1', title: 'Sale', fetched: 2, taps: 1 });
    db.write(`notificationFeeds/com,${uid},app`, { uid, packageName: `com.${uid}.app`, items: { n1: { id: 'n1' } } });
    db.write(`rateLimits/notifications/com,${uid},app`, { times: [1] });
    db.write(`notificationInstalls/com,${uid},app/i1`, { times: [1], fetched: 'n1' });
    // Lifecycle bookkeeping: the build's place in the expiry queue, a download link's use.
    db.write(`buildExpiry/b1${uid}`, { uid, createdAt: 1 });
    db.write(`downloadUses/000000000900-hash${uid}`, { uid, firstUsedAt: 1, expiresAt: 900_000 });
    files.objects.set(`users/${uid}/requests/r1/d1/App.aab`, {
      bytes: Buffer.from('aab'),
      contentType: 'x',
      metadata: {},
    });
    files.objects.set(`users/${uid}/builds/b1.apk`, { bytes: Buffer.from('apk'), contentType: 'x', metadata: {} });
    files.objects.set(`users/${uid}/icons/i.png`, { bytes: Buffer.from('png'), contentType: 'x', metadata: {} });
  }
  files.objects.set('users/asha-not-asha/builds/x.apk', { bytes: Buffer.from('apk'), contentType: 'x', metadata: {} });
  return { db, files, auth, clock: new ManualClock() };
}

describe('deleteUserData', () => {
  it("leaves nothing of the user behind and keeps other users' data", async () => {
    const deps = populated();
    // Asha had been on the support team; Ravi still is.
    deps.db.write('supportStaff/asha', { email: 'asha@example.com', grantedAt: 1 });
    deps.db.write('supportStaff/ravi', { email: 'ravi@example.com', grantedAt: 1 });
    const summary = await deleteUserData(deps, 'asha', 'deleteAccount');
    for (const path of userOwnedPaths('asha')) expect(deps.db.read(path), path).toBeNull();
    expect(deps.db.read('packageClaims/com,asha,app')).toBeNull();
    for (const path of ['notificationFeeds/', 'rateLimits/notifications/', 'notificationInstalls/']) {
      expect(deps.db.read(`${path}com,asha,app`), path).toBeNull();
      expect(deps.db.read(`${path}com,ravi,app`), path).not.toBeNull();
    }
    expect(await deps.files.list('users/asha/')).toEqual([]);
    expect(deps.auth.users.has('asha')).toBe(false);
    expect(summary).toEqual({ files: 3, claims: 1, ordersAnonymised: 1, paymentsAnonymised: 1 });

    for (const path of userOwnedPaths('ravi')) expect(deps.db.read(path), path).not.toBeNull();
    expect(deps.db.read('packageClaims/com,ravi,app')).not.toBeNull();
    expect(await deps.files.list('users/ravi/')).toHaveLength(3);
    expect(deps.db.read('supportStaff/asha')).toBeNull();
    expect(deps.db.read('supportStaff/ravi')).not.toBeNull();
    expect(deps.db.read('outbox/e1-asha')).toBeNull();
    expect(deps.db.read('outbox/e1-ravi')).not.toBeNull();
    expect(deps.db.read('buildExpiry/b1asha')).toBeNull();
    expect(deps.db.read('downloadUses/000000000900-hashasha')).toBeNull();
    expect(deps.db.read('buildExpiry/b1ravi')).not.toBeNull();
    expect(deps.db.read('downloadUses/000000000900-hashravi')).not.toBeNull();
    expect(await deps.files.list('users/asha-not-asha/')).toHaveLength(1);
    expect(deps.auth.users.has('ravi')).toBe(true);
  });

  it('keeps orders and payments as financial records without the uid', async () => {
    const deps = populated();
    await deleteUserData(deps, 'asha', 'authOnDelete');
    expect(deps.db.read('orders/order_asha1')).toEqual({
      orderId: 'order_asha1',
      requestId: 'r1',
      planId: 'aab_bundle',
      amount: 3900,
      currency: 'INR',
      status: 'paid',
      createdAt: 1,
      userDeletedAt: NOW,
    });
    expect(deps.db.read('payments/pay_asha1')).not.toHaveProperty('uid');
    // The invoice stays as the seller's tax record, without the person.
    expect(deps.db.read('invoices/pay_asha1')).toEqual({
      paymentId: 'pay_asha1',
      invoiceNumber: 'AF/25-26/000001',
      requestId: 'r1',
      totalPaise: 3900,
      issuedAt: 2,
      userDeletedAt: NOW,
    });
    // The tombstone still names the uid, for 30 days (sweep-deleted-accounts.ts); the build ledger and the revocation
    // keep it for takedowns of apps already signed (docs/data-model.md "Account deletion"), with no email or contact.
    expect(deps.db.read('tombstones/asha')).toEqual({ deletedAt: NOW, trigger: 'authOnDelete' });
    expect(deps.db.read('buildLedger/b1-asha')).toMatchObject({ uid: 'asha', certificateSha256: 'AA' });
    expect(deps.db.read('revocations/asha')).toEqual({ revokedAt: 1, reason: 'phishing', actorUid: 'sam' });
    // The reports asha filed stay for support, without her uid or address.
    expect(deps.db.read('abuseReports/rep-asha')).toEqual({
      id: 'rep-asha',
      app: 'com.bad.app',
      reason: 'phishing page',
      status: 'open',
      createdAt: 1,
    });
    deps.db.write('tombstones/asha', null);
    deps.db.write('buildLedger/b1-asha', null);
    deps.db.write('revocations/asha', null);
    expect(JSON.stringify(deps.db.read(''))).not.toContain('"asha"');
    expect(JSON.stringify(deps.db.read(''))).not.toContain('asha@example.com');
    expect(deps.db.read('orders/order_ravi1/uid')).toBe('ravi');
  });

  it('is idempotent: a second run (onDelete after deleteAccount) succeeds and changes nothing', async () => {
    const deps = populated();
    await deleteUserData(deps, 'asha', 'deleteAccount');
    const after = JSON.stringify(deps.db.read(''));
    expect(await deleteUserData(deps, 'asha', 'authOnDelete')).toEqual({
      files: 0,
      claims: 0,
      ordersAnonymised: 0,
      paymentsAnonymised: 0,
    });
    expect(JSON.stringify(deps.db.read(''))).toBe(after);
  });

  it('writes the tombstone first, before removing anything', async () => {
    const deps = populated();
    const firstWrites: string[] = [];
    const update = deps.db.update.bind(deps.db);
    deps.db.update = async (values) => {
      firstWrites.push(deps.db.read('tombstones/asha') ? 'update after tombstone' : 'update before tombstone');
      return update(values);
    };
    await deleteUserData(deps, 'asha', 'deleteAccount');
    expect(new Set(firstWrites)).toEqual(new Set(['update after tombstone']));
  });

  it('deletes the auth user last, so a failure leaves the user able to retry', async () => {
    const deps = populated();
    deps.db.failNext('update');
    await expect(deleteUserData(deps, 'asha', 'deleteAccount')).rejects.toThrow();
    expect(deps.auth.users.has('asha')).toBe(true);
  });
});

describe('deleteAccount', () => {
  it('runs the cascade for the caller after a recent sign-in', async () => {
    const deps = populated();
    expect(await deleteAccount(deps, caller('asha'))).toEqual({ deleted: true });
    expect(deps.db.read('users/asha')).toBeNull();
  });

  it('refuses a stale sign-in and deletes nothing', async () => {
    const deps = populated();
    deps.clock.advance(10 * 60_000);
    await expect(deleteAccount(deps, caller('asha'))).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(deps.db.read('users/asha')).not.toBeNull();
  });
});
