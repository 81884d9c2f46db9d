import { describe, expect, it } from 'vitest';
import { FakeMailer } from '../__tests__/fakes/fake-mailer.js';
import { caller } from '../__tests__/fixtures.js';
import { checkoutResult, paymentSetup, WEBHOOK_SECRET } from '../__tests__/payment-setup.js';
import { orderPaid, paymentCaptured } from '../__tests__/webhook-events.js';
import type { InvoiceRecord } from '../contracts/invoices.js';
import type { OutboxMessage } from '../contracts/outbox.js';
import { deliverOutboxMessage } from '../platform/mail/deliver-outbox-message.js';
import { createOrder } from './create-order.js';
import { receiptAttachments } from './payment-received.js';
import { webhookSignature } from './signatures.js';
import { verifyPayment } from './verify-payment.js';
import { handleRazorpayWebhook } from './webhook.js';

const asha = caller('asha');

function delivery(body: unknown, eventId: string) {
  const rawBody = Buffer.from(JSON.stringify(body));
  return { rawBody, signature: webhookSignature(WEBHOOK_SECRET, rawBody), eventId };
}

async function paidTwoWays() {
  const deps = paymentSetup([
    ['asha', 'req1'],
    ['asha', 'req2', 'end_to_end'],
  ]);
  const mailer = new FakeMailer();
  const outbox = {
    db: deps.db,
    clock: deps.clock,
    mailer,
    messageIdDomain: 'apkforge.dev',
    renderAttachment: receiptAttachments(deps.db),
  };
  const first = await createOrder(deps, asha, { requestId: 'req1' });
  const second = await createOrder(deps, asha, { requestId: 'req2' });
  return { deps, mailer, outbox, first, second };
}

describe('payment received: invoice, timeline entry and email with the receipt', () => {
  it('issues one invoice per payment, numbered in order, whichever proof comes first and however often', async () => {
    const { deps, first, second } = await paidTwoWays();
    await verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult(first.orderId, 'pay_One1') });
    // The webhook of the same payment, twice (payment.captured and order.paid), then Checkout again.
    await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_One1', first.orderId, first.amount), 'evt_1'));
    await handleRazorpayWebhook(deps, delivery(orderPaid('pay_One1', first.orderId, first.amount), 'evt_2'));
    await verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult(first.orderId, 'pay_One1') });
    await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_Two2', second.orderId, second.amount), 'evt_3'));

    const invoices = deps.db.read('invoices') as Record<string, InvoiceRecord>;
    expect(Object.keys(invoices).sort()).toEqual(['pay_One1', 'pay_Two2']);
    const one = invoices.pay_One1!;
    expect(one).toMatchObject({
      orderId: first.orderId,
      uid: 'asha',
      requestId: 'req1',
      billedToEmail: 'owner@example.com',
      totalPaise: 3900,
      taxablePaise: 3306,
      cgstPaise: 297,
      sgstPaise: 297,
      igstPaise: 0,
      sac: '998314',
      placeOfSupplyCode: '29',
      seller: { gstin: '29AAACA0000A1ZU' },
    });
    expect([one.sequence, invoices.pay_Two2!.sequence]).toEqual([1, 2]);
    expect(one.invoiceNumber).toMatch(/^AF\/\d\d-\d\d\/000001$/);
    expect(invoices.pay_Two2!.totalPaise).toBe(19900);
    expect(deps.db.read(`timeline/asha/req1/payment-pay_One1`)).toMatchObject({
      kind: 'payment',
      by: 'customer',
      amountInr: 39,
    });
    expect(Object.keys(deps.db.read('outbox') as object).filter((id) => id.startsWith('payment-'))).toEqual([
      'payment-pay_One1',
      'payment-pay_Two2',
    ]);
  });

  it('mails the receipt as a PDF attachment, rendered from the invoice whenever the mail is sent', async () => {
    const { deps, mailer, outbox, first } = await paidTwoWays();
    await verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult(first.orderId, 'pay_One1') });
    const queued = deps.db.read('outbox/payment-pay_One1') as OutboxMessage;
    expect(queued).toMatchObject({
      to: 'owner@example.com',
      subject: 'Example: payment received (₹39)',
      attachments: { 0: { kind: 'receipt', paymentId: 'pay_One1' } },
    });
    expect(queued.html).toContain('AF/');
    expect(queued.text).toContain('http://app.test/dashboard?request=req1');
    const outcome = await deliverOutboxMessage(outbox, 'payment-pay_One1');
    expect(deps.db.read('outbox/payment-pay_One1/lastError')).toBeNull();
    expect(outcome).toBe('sent');
    const [mail] = mailer.sent;
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments?.[0]).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^Apkforge-invoice-AF-\d\d-\d\d-000001\.pdf$/),
    });
    expect(mail?.attachments?.[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives no receipt to a second payment of a request already paid (it is refunded instead)', async () => {
    const { deps, first } = await paidTwoWays();
    await verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult(first.orderId, 'pay_One1') });
    await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_Again', first.orderId, first.amount), 'evt_9'));
    expect(Object.keys(deps.db.read('invoices') as object)).toEqual(['pay_One1']);
  });

  it('never fails the payment: a receipt that cannot be issued yet is completed by the next proof', async () => {
    const { deps, first } = await paidTwoWays();
    const get = deps.db.get.bind(deps.db);
    let broken = true;
    deps.db.get = async <T>(path: string) => {
      if (broken && path.startsWith('invoices/')) throw new Error('database unavailable');
      return get<T>(path);
    };
    expect(
      await verifyPayment(deps, asha, { requestId: 'req1', ...checkoutResult(first.orderId, 'pay_One1') }),
    ).toEqual({ paymentStatus: 'paid' });
    expect(deps.db.read('invoices')).toBeNull();
    broken = false;
    await handleRazorpayWebhook(deps, delivery(paymentCaptured('pay_One1', first.orderId, first.amount), 'evt_1'));
    expect((deps.db.read('invoices/pay_One1') as InvoiceRecord).sequence).toBe(1);
  });
});
