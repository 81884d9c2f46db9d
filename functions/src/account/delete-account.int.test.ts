import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentCaptured } from '../__tests__/webhook-events.js';
import {
  auth,
  bucket,
  call,
  db,
  eventually,
  freeBuild,
  localSecrets,
  newUser,
  read,
  signIn,
  STACK,
  type TestUser,
} from '../__tests__/stack.js';
import { userOwnedPaths } from './delete-user-data.js';

// The account-deletion cascade on the running stack: nothing of the user may remain.
const secrets = localSecrets();

/** Gives the user everything the product can hold for them: profile, requests, builds, keys, files, a paid order. */
async function populate(user: TestUser): Promise<{ orderId: string; paymentId: string; buildId: string }> {
  await db().ref(`users/${user.uid}`).set({ email: user.email, createdAt: Date.now(), updatedAt: Date.now() });
  // Through the callable, as the web app does, so the quota record exists too.
  const created = await call<{ requestId: string }>(
    'createRequest',
    {
      url: 'https://delete.example.com',
      appName: 'Delete me',
      email: user.email,
      planId: 'aab_bundle',
    },
    user.idToken,
  );
  if (!created.ok) throw new Error(created.message);
  const requestId = created.result.requestId;
  const { packageName, buildId } = await freeBuild(user, { url: 'https://delete.example.com' });
  // A support message in the request's timeline, as opsPostMessage files it (the cascade must remove the timeline).
  await db()
    .ref(`timeline/${user.uid}/${requestId}/seeded-message`)
    .set({ id: 'seeded-message', at: Date.now(), kind: 'message', by: 'support', text: 'Hello from support.' });
  // A publishing record, as publishingOpen writes it for a publishing plan (the cascade must remove it too).
  await db()
    .ref(`publishing/${user.uid}/${requestId}`)
    .set({ requestId, packageName: 'com.example.delete', openedAt: Date.now() });
  // Key custody leaves an export record and the package summary.
  const exported = await call('exportSigningKey', { packageName, password: 'keep-this-safe-42' }, user.idToken);
  expect(exported.ok).toBe(true);
  // "Play uses my key" makes the package's separate upload key (uploadKeys/{uid}: the cascade removes it too).
  const signer = await call('setPackageSigner', { packageName, signer: 'own' }, user.idToken);
  expect(signer.ok).toBe(true);
  // An app notification: the owner's history, the app's feed and its limit (the cascade removes them all).
  const sent = await call(
    'sendAppNotification',
    { packageName, title: 'Sale', text: '', link: 'https://delete.example.com/sale' },
    user.idToken,
  );
  expect(sent.ok).toBe(true);
  await bucket().file(`users/${user.uid}/icons/icon.png`).save(Buffer.from('png'), { resumable: false });
  // The conversation: a file the customer attached to a message, and their read marker.
  await db()
    .ref(`attachments/${user.uid}/${requestId}/att-seeded`)
    .set({
      id: 'att-seeded',
      fileName: 'logo.png',
      storagePath: `users/${user.uid}/requests/${requestId}/attachments/att-seeded/logo.png`,
    });
  await db().ref(`conversationReads/${user.uid}/${requestId}`).set({ customer: Date.now() });
  const order = await call<{ orderId: string; amount: number }>('createOrder', { requestId }, user.idToken);
  if (!order.ok) throw new Error(order.message);
  const paymentId = `pay_Del${Date.now().toString(36)}`;
  const raw = JSON.stringify(paymentCaptured(paymentId, order.result.orderId, order.result.amount));
  const hook = await fetch(`${STACK.functions}/razorpayWebhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', secrets.RAZORPAY_WEBHOOK_SECRET ?? '')
        .update(raw)
        .digest('hex'),
      'X-Razorpay-Event-Id': `Del${Date.now().toString(36)}`,
    },
    body: raw,
  });
  expect(hook.status).toBe(200);
  // The paid aab_bundle request is fulfilled: its deliverables are there (its queue entry is gone once done).
  await eventually(async () => expect(await read(`deliverables/${user.uid}/${requestId}/aab/status`)).toBe('ready'));
  const transient = ['rateLimits/', 'fulfilmentQueue/'];
  for (const path of userOwnedPaths(user.uid).filter((path) => !transient.some((prefix) => path.startsWith(prefix)))) {
    expect(await read(path), path).not.toBeNull();
  }
  return { orderId: order.result.orderId, paymentId, buildId };
}

async function expectNothingLeft(uid: string, ids: { orderId: string; paymentId: string; buildId: string }) {
  const { orderId, paymentId, buildId } = ids;
  for (const path of userOwnedPaths(uid)) expect(await read(path), path).toBeNull();
  expect(await read(`tombstones/${uid}`)).toMatchObject({ deletedAt: expect.any(Number) });
  expect((await bucket().getFiles({ prefix: `users/${uid}/` }))[0]).toEqual([]);
  await expect(auth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  // Financial records stay, without the link to the person.
  const order = await read<Record<string, unknown>>(`orders/${orderId}`);
  expect(order).toMatchObject({ orderId, amount: 3900, status: 'paid' });
  expect(order).not.toHaveProperty('uid');
  expect(await read(`payments/${paymentId}/uid`)).toBeNull();
  // So does the payment's invoice (the seller's tax record), without the uid and the email it was billed to.
  const invoice = await read<Record<string, unknown>>(`invoices/${paymentId}`);
  expect(invoice).toMatchObject({ paymentId, totalPaise: 3900, userDeletedAt: expect.any(Number) });
  expect(invoice).not.toHaveProperty('uid');
  expect(invoice).not.toHaveProperty('billedToEmail');
  // The app's notification feed went with the package claim: its installs' polls now answer 404.
  const claims = await read<Record<string, { uid: string }>>('packageClaims');
  expect(Object.values(claims ?? {}).some((claim) => claim.uid === uid)).toBe(false);
  const feeds = await read<Record<string, { uid: string }>>('notificationFeeds');
  expect(Object.values(feeds ?? {}).some((feed) => feed.uid === uid)).toBe(false);
  // The build ledger keeps what a takedown of the signed app needs, and nothing to reach the person by.
  const ledger = await read<Record<string, unknown>>(`buildLedger/${buildId}`);
  expect(ledger).toMatchObject({ kind: 'build', uid, url: 'https://delete.example.com', buildId });
  expect(JSON.stringify(ledger)).not.toContain('@');
}

describe('deleteAccount', () => {
  it('requires a signed-in caller', async () => {
    expect(await call('deleteAccount', {})).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
  });

  it('leaves nothing of the user behind, and leaves other users alone', async () => {
    const [asha, ravi] = await Promise.all([newUser('delete-asha'), newUser('delete-ravi')]);
    const ids = await populate(asha);
    await db().ref(`users/${ravi.uid}`).set({ email: ravi.email, createdAt: 1, updatedAt: 1 });
    await bucket().file(`users/${ravi.uid}/keep.txt`).save('keep', { resumable: false });

    // The client re-authenticates right before deleting (docs/product.md §5): a fresh sign-in.
    const freshToken = await signIn(asha.email, asha.password);
    expect(await call('deleteAccount', {}, freshToken)).toEqual({ ok: true, result: { deleted: true } });
    await expectNothingLeft(asha.uid, ids);

    expect(await read(`users/${ravi.uid}`)).not.toBeNull();
    expect((await bucket().file(`users/${ravi.uid}/keep.txt`).exists())[0]).toBe(true);
    await expect(auth().getUser(ravi.uid)).resolves.toMatchObject({ uid: ravi.uid });
  });
});

describe('Auth onDelete trigger', () => {
  it('runs the same cascade when the auth user is deleted some other way', async () => {
    const user = await newUser('delete-trigger');
    const ids = await populate(user);
    await auth().deleteUser(user.uid);
    await eventually(() => expectNothingLeft(user.uid, ids));
  });
});
