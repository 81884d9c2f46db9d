import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestPath } from '../contracts/database-paths.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { TimelineEntry } from '../contracts/timeline.js';
import {
  bucket,
  call,
  createRequest,
  db,
  eventually,
  newSupportUser,
  newUser,
  read,
  STACK,
  type TestUser,
} from '../__tests__/stack.js';

// The support console on the running stack: a support user quotes a custom request, the customer pays the quote in
// the Razorpay sandbox, support moves it to completed with a file, and the mail catcher received one email per event.
let support: TestUser;
let customer: TestUser;
let requestId: string;
const appName = `Kirana ${Date.now().toString(36)}`;

interface CaughtMail {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  messageId: string;
  html?: string;
  attachments?: Array<{ contentType: string; fileName: string; generatedFileName: string }>;
}

async function inboxFor(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${STACK.mailInbox}/email`);
  expect(response.status).toBe(200);
  const all = (await response.json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

async function ops<T = unknown>(name: string, data: Record<string, unknown>): Promise<T> {
  const outcome = await call<T>(name, { uid: customer.uid, requestId, ...data }, support.idToken);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

beforeAll(async () => {
  support = await newSupportUser('support');
  customer = await newUser('customer');
  requestId = await createRequest(customer.uid, 'other', null);
  await db().ref(requestPath(customer.uid, requestId)).update({ appName, accountHolderEmail: customer.email });
});

describe('the support console on the local stack', () => {
  it('refuses every ops callable to a customer with permission-denied', async () => {
    for (const name of [
      'opsSetStatus',
      'opsSetProgress',
      'opsPostMessage',
      'opsAttachDeliverable',
      'opsQuote',
      'opsNoteRefund',
      'opsBeginUpload',
      'opsPayments',
    ]) {
      const outcome = await call(
        name,
        { uid: customer.uid, requestId, status: 'in_review', amountInr: 1 },
        customer.idToken,
      );
      expect(outcome, name).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    }
    expect(await read(`${requestPath(customer.uid, requestId)}/amountInr`)).toBeNull();
  });

  it('quotes, takes the quoted payment, delivers a file, completes, and emails once per event', async () => {
    await ops('opsQuote', { amountInr: 4500 });
    const order = await call<{ orderId: string; amount: number; currency: string; keyId: string }>(
      'createOrder',
      { requestId },
      customer.idToken,
    );
    if (!order.ok) throw new Error(`createOrder: ${order.message}`);
    expect(order.result.amount).toBe(450_000);
    const paid = await fetch(`${STACK.razorpay}/v1/checkout/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key: order.result.keyId,
        order_id: order.result.orderId,
        amount: order.result.amount,
        currency: 'INR',
      }),
    });
    const success = (await paid.json()) as {
      razorpay_payment_id: string;
      razorpay_order_id: string;
      razorpay_signature: string;
    };
    const verified = await call(
      'verifyPayment',
      {
        requestId,
        razorpayOrderId: success.razorpay_order_id,
        razorpayPaymentId: success.razorpay_payment_id,
        razorpaySignature: success.razorpay_signature,
      },
      customer.idToken,
    );
    expect(verified).toMatchObject({ ok: true });

    for (const status of ['in_review', 'accepted', 'in_progress']) await ops('opsSetStatus', { status });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20)]);
    const session = await ops<{ uploadId: string; uploadUrl: string }>('opsBeginUpload', {
      fileName: 'Store_Guide.pdf',
      size: bytes.length,
    });
    expect((await fetch(session.uploadUrl, { method: 'PUT', body: bytes })).status).toBe(200);
    await ops('opsAttachDeliverable', {
      kind: 'file',
      uploadId: session.uploadId,
      fileName: 'Store_Guide.pdf',
      label: 'Store guide',
    });
    await ops('opsSetStatus', { status: 'completed' });

    const request = await read<{ status: string; paymentStatus: string; progressPercent: number }>(
      requestPath(customer.uid, requestId),
    );
    expect(request).toMatchObject({ status: 'completed', paymentStatus: 'paid', progressPercent: 100 });
    const deliverable = await read<DeliverableRecord>(`deliverables/${customer.uid}/${requestId}/${session.uploadId}`);
    expect(deliverable).toMatchObject({ kind: 'file', status: 'ready', source: 'support', size: bytes.length });
    // The customer's file, as stored in their folder (createDownloadLink serves it once fulfilment lands it).
    const [stored] = await bucket()
      .file(deliverable?.storagePath ?? '')
      .download();
    expect(createHash('sha256').update(stored).digest('hex')).toBe(deliverable?.sha256);

    const timeline = Object.values(
      (await read<Record<string, TimelineEntry>>(`timeline/${customer.uid}/${requestId}`)) ?? {},
    );
    expect(timeline.map((entry) => entry.kind).sort()).toEqual([
      'deliverable',
      'payment',
      'quote',
      'status',
      'status',
      'status',
      'status',
    ]);
    const audit = await read<Record<string, { action: string }>>('audit');
    const actions = Object.values(audit ?? {}).filter((entry) => JSON.stringify(entry).includes(requestId));
    expect(actions).toHaveLength(6);

    const mails = await eventually(async () => {
      const caught = await inboxFor(customer.email);
      expect(caught).toHaveLength(7);
      return caught;
    });
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        `${appName}: Accepted`,
        `${appName}: your files are ready`,
        `${appName}: In progress`,
        `${appName}: In review`,
        `${appName}: a new file is ready`,
        `${appName}: your quote is ready (₹4,500)`,
        `${appName}: payment received (₹4,500)`,
      ].sort(),
    );
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(7);
    // Every one is HTML with a button into the request; the payment's carries the receipt PDF.
    for (const mail of mails) expect(mail.html).toContain(`/dashboard?request=${requestId}`);
    const payment = mails.find((mail) => mail.subject.includes('payment received'));
    expect(payment?.attachments).toEqual([
      expect.objectContaining({
        contentType: 'application/pdf',
        fileName: expect.stringMatching(/^Apkforge-invoice-AF-\d\d-\d\d-\d{6}\.pdf$/) as string,
      }),
    ]);
    const pdf = await fetch(
      `${STACK.mailInbox}/email/${payment?.id}/attachment/${payment?.attachments?.[0]?.generatedFileName}`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });
});
