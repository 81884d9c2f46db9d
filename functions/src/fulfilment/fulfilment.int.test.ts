import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBundles } from '../engine/__tests__/support/bundle-expectations.js';
import { verifyApk, verifyBundle } from '../engine/index.js';
import {
  call,
  createRequest,
  db,
  eventually,
  freeBuild,
  localSecrets,
  newUser,
  read,
  signedInSecondsAgo,
  STACK,
  type TestUser,
} from '../__tests__/stack.js';
import { paymentCaptured } from '../__tests__/webhook-events.js';
import type { BuildResponse } from '../contracts/builds.js';
import type { CreateDownloadLinkResult, ExportSigningKeyResult } from '../contracts/callables.js';
import { DATABASE_NAMESPACE } from '../contracts/local-stack.js';
import { packageKey } from '../contracts/package-key.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';

// Fulfilment, downloads and key custody on the running stack: Razorpay sandbox -> verifyPayment/webhook -> the
// engine -> Storage -> the signed download endpoint behind Hosting.
const secrets = localSecrets();
const keytool = systemTool('keytool');
const run = promisify(execFile);
let asha: TestUser;
let ravi: TestUser;
let scratch: string;

interface Order {
  orderId: string;
  amount: number;
  currency: string;
  keyId: string;
}

async function pay(user: TestUser, requestId: string) {
  const order = await call<Order>('createOrder', { requestId }, user.idToken);
  if (!order.ok) throw new Error(`createOrder: ${order.message}`);
  const checkout = await fetch(`${STACK.razorpay}/v1/checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      key: order.result.keyId,
      order_id: order.result.orderId,
      amount: order.result.amount,
      currency: 'INR',
    }),
  });
  const success = (await checkout.json()) as Record<string, string>;
  const verified = await call(
    'verifyPayment',
    {
      requestId,
      razorpayOrderId: success.razorpay_order_id,
      razorpayPaymentId: success.razorpay_payment_id,
      razorpaySignature: success.razorpay_signature,
    },
    user.idToken,
  );
  expect(verified).toEqual({ ok: true, result: { paymentStatus: 'paid' } });
  return { order: order.result, paymentId: success.razorpay_payment_id as string };
}

/** Razorpay's payment.captured for the order, signed; each call is a delivery with a new event id. */
function webhook(order: Order, paymentId: string) {
  const raw = JSON.stringify(paymentCaptured(paymentId, order.orderId, order.amount));
  return fetch(`${STACK.functions}/razorpayWebhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': createHmac('sha256', secrets.RAZORPAY_WEBHOOK_SECRET ?? '')
        .update(raw)
        .digest('hex'),
      'X-Razorpay-Event-Id': `Ful${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    },
    body: raw,
  });
}

const shopBuild = (user: TestUser) => freeBuild(user, { url: 'https://shop.example.com', 'app-name': 'Shop' });

async function download(user: TestUser, requestId: string, deliverableId: string) {
  const link = await call<CreateDownloadLinkResult>('createDownloadLink', { requestId, deliverableId }, user.idToken);
  if (!link.ok) throw new Error(`createDownloadLink: ${link.message}`);
  const response = await fetch(`${STACK.hosting}${link.result.url}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const deliverablesOf = async (uid: string, requestId: string) =>
  (await read<Record<string, DeliverableRecord>>(`deliverables/${uid}/${requestId}`)) ?? {};

beforeAll(async () => {
  [asha, ravi] = await Promise.all([newUser('fulfil-asha'), newUser('fulfil-ravi')]);
  scratch = await mkdtemp(join(tmpdir(), 'apkforge-fulfil-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('paying an aab_bundle request', () => {
  let requestId: string;
  let free: BuildResponse;

  it('completes it with an App Bundle and an APK, signed by the key of the free APKs of that package', async () => {
    free = await shopBuild(asha);
    requestId = await createRequest(asha.uid, 'aab_bundle', 39);
    await pay(asha, requestId);

    // verifyPayment answers once its own run is done; the sandbox's webhook may have claimed the files first, so
    // the outcome is awaited rather than assumed.
    await eventually(async () =>
      expect(await read(`requests/${asha.uid}/${requestId}`)).toMatchObject({
        paymentStatus: 'paid',
        status: 'completed',
        progressPercent: 100,
      }),
    );
    const { aab, apk } = await deliverablesOf(asha.uid, requestId);
    for (const record of [aab, apk]) {
      expect(record).toMatchObject({
        status: 'ready',
        source: 'fulfilment',
        packageName: free.packageName,
        versionCode: free.versionCode + 1,
        certificateSha256: free.certificateSha256,
      });
    }
    // The run that completed the request removes its queue entry right after (fulfil-request.ts settleRequest).
    await eventually(async () => expect(await read(`fulfilmentQueue/${asha.uid}/${requestId}`)).toBeNull());
  });

  it('serves both files through signed links, and they pass the engine checks and Google tools', async () => {
    const { aab, apk } = await deliverablesOf(asha.uid, requestId);
    const bundle = await download(asha, requestId, 'aab');
    expect(bundle.response.status).toBe(200);
    expect(bundle.response.headers.get('content-type')).toBe('application/octet-stream');
    expect(bundle.response.headers.get('content-disposition')).toBe('attachment; filename="Shop.aab"');
    expect(createHash('sha256').update(bundle.bytes).digest('hex')).toBe(aab?.sha256);

    const installable = await download(asha, requestId, 'apk');
    expect(installable.response.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(createHash('sha256').update(installable.bytes).digest('hex')).toBe(apk?.sha256);

    expect(verifyBundle(bundle.bytes)).toMatchObject({ ok: true, certificateSha256: free.certificateSha256 });
    expect(verifyApk(installable.bytes)).toMatchObject({ ok: true });
    const [issues] = await checkBundles([
      {
        bytes: bundle.bytes,
        apk: installable.bytes,
        packageName: free.packageName,
        versionCode: free.versionCode + 1,
        label: 'Shop',
      },
    ]);
    expect(issues).toEqual([]);
  });

  it('lets no other user list or download them', async () => {
    const listed = await fetch(
      `http://${STACK.database}/deliverables/${asha.uid}/${requestId}.json?ns=${DATABASE_NAMESPACE}&auth=${ravi.idToken}`,
    );
    expect(listed.status).toBe(401);
    const owner = await fetch(
      `http://${STACK.database}/deliverables/${asha.uid}/${requestId}.json?ns=${DATABASE_NAMESPACE}&auth=${asha.idToken}`,
    );
    expect(owner.status).toBe(200);
    for (const deliverableId of ['aab', 'apk']) {
      expect(await call('createDownloadLink', { requestId, deliverableId }, ravi.idToken)).toMatchObject({
        ok: false,
        status: 'NOT_FOUND',
      });
    }
    expect(await call('createDownloadLink', { buildId: free.buildId }, ravi.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
  });
});

describe('a retry after a failure', () => {
  it('builds each file once, on the redelivered payment, with one versionCode', async () => {
    const user = await newUser('fulfil-retry');
    const free = await shopBuild(user);
    const keyPath = `signingKeys/${user.uid}/${packageKey(free.packageName)}/sealed`;
    const sealed = await read<string>(keyPath);
    // Injected failure: the sealed key does not open (fulfilment must stop, not sign with a new key). One bit of
    // the ciphertext flipped: AES-GCM's tag no longer matches.
    const [iv, tag, body] = (sealed ?? '').split('.');
    const flipped = Buffer.from(body ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await db()
      .ref(keyPath)
      .set([iv, tag, flipped.toString('base64')].join('.'));
    const requestId = await createRequest(user.uid, 'aab_bundle', 39);
    // Paid by the webhook alone (no sandbox Checkout, whose own webhooks would retry on their own schedule).
    const order = await call<Order>('createOrder', { requestId }, user.idToken);
    if (!order.ok) throw new Error(order.message);
    const paymentId = `pay_Ful${Date.now().toString(36)}`;
    expect((await webhook(order.result, paymentId)).status).toBe(200);

    const failed = await deliverablesOf(user.uid, requestId);
    expect(failed.aab).toMatchObject({ status: 'failed', failure: 'system', attempts: 1 });
    expect(await read(`requests/${user.uid}/${requestId}`)).toMatchObject({ paymentStatus: 'paid', status: 'Queued' });
    expect(await read(`fulfilmentQueue/${user.uid}/${requestId}`)).toMatchObject({ attempts: 1 });

    await db().ref(keyPath).set(sealed);
    expect((await webhook(order.result, paymentId)).status).toBe(200);

    const done = await deliverablesOf(user.uid, requestId);
    for (const record of [done.aab, done.apk]) {
      expect(record).toMatchObject({
        status: 'ready',
        attempts: 2,
        versionCode: 2,
        certificateSha256: free.certificateSha256,
      });
    }
    expect(await read(`signingKeys/${user.uid}/${packageKey(free.packageName)}/lastVersionCode`)).toBe(2);
    expect(await read(`requests/${user.uid}/${requestId}/status`)).toBe('completed');

    // A further redelivery changes nothing: nothing is built again.
    expect((await webhook(order.result, paymentId)).status).toBe(200);
    expect(await deliverablesOf(user.uid, requestId)).toEqual(done);
  });
});

describe('exportSigningKey', () => {
  const password = 'keep-this-safe-42';

  it('refuses without a recent sign-in, with a short password, and for another user package', async () => {
    const { packageName } = await shopBuild(asha);
    const stale = signedInSecondsAgo(asha.idToken, 10 * 60);
    expect(await call('exportSigningKey', { packageName, password }, stale)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'Please sign in again to confirm, then retry.',
    });
    expect(await call('exportSigningKey', { packageName, password: 'short' }, asha.idToken)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
    });
    expect(await call('exportSigningKey', { packageName, password }, ravi.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
    expect(await read(`keyExports/${asha.uid}`)).toBeNull();
    expect(await read(`keyExports/${ravi.uid}`)).toBeNull();
  });

  it('hands the owner a keystore keytool opens, whose certificate signed the delivered files', async () => {
    const { packageName, certificateSha256 } = await shopBuild(asha);
    const exported = await call<ExportSigningKeyResult>('exportSigningKey', { packageName, password }, asha.idToken);
    if (!exported.ok) throw new Error(exported.message);
    expect(exported.result).toMatchObject({ fileName: `${packageName}.p12`, alias: 'apkforge', certificateSha256 });
    expect(await read(`packages/${asha.uid}/${packageKey(packageName)}`)).toMatchObject({ exportCount: 1 });
    const records = Object.values(
      (await read<Record<string, { certificateSha256: string }>>(`keyExports/${asha.uid}`))!,
    );
    expect(records.map((record) => record.certificateSha256)).toEqual([certificateSha256]);

    if (keytool.skip) return;
    const file = join(scratch, exported.result.fileName);
    await writeFile(file, Buffer.from(exported.result.pkcs12Base64, 'base64'));
    const { stdout } = await run(keytool.path!, [
      '-list',
      '-v',
      '-keystore',
      file,
      '-storetype',
      'PKCS12',
      '-storepass',
      password,
    ]);
    expect(stdout).toContain('Alias name: apkforge');
    expect(stdout).toMatch(/Entry type: PrivateKeyEntry/);
    expect(stdout).toContain(`SHA256: ${certificateSha256}`);
  });
});
