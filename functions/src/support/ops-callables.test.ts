import { describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { opsAttachDeliverable } from './attach-deliverable.js';
import { opsBeginUpload } from './begin-upload.js';
import { opsNoteRefund } from './note-refund.js';
import type { OpsDeps } from './ops-deps.js';
import { opsPayments } from './payments-of-request.js';
import { opsPostMessage } from './post-message.js';
import { opsQuote } from './quote.js';
import { opsSetProgress } from './set-progress.js';
import { opsSetStatus } from './set-status.js';
import { asha, opsSetup, outcome, sam } from './__tests__/ops-setup.js';

type OpsCallable = (deps: OpsDeps, who: typeof sam, data: unknown) => Promise<unknown>;

const CALLABLES: Array<[string, OpsCallable, Record<string, unknown>]> = [
  ['opsSetStatus', opsSetStatus, { status: 'in_review' }],
  ['opsSetProgress', opsSetProgress, { progressPercent: 10 }],
  ['opsPostMessage', opsPostMessage, { text: 'Hello' }],
  ['opsQuote', opsQuote, { amountInr: 100 }],
  ['opsNoteRefund', opsNoteRefund, { amountInr: 1, note: '' }],
  ['opsAttachDeliverable', opsAttachDeliverable, { kind: 'link', url: 'https://play.google.com', label: 'Play' }],
  ['opsBeginUpload', (deps, who, data) => opsBeginUpload(deps, who, data, undefined), { fileName: 'a.pdf', size: 10 }],
  ['opsPayments', opsPayments, {}],
];

describe('every ops callable', () => {
  it.each(CALLABLES)('%s refuses a customer, changing nothing', async (_name, callable, fields) => {
    const { db, mailer, deps } = opsSetup();
    const before = JSON.stringify(db.read(''));
    expect(await outcome(callable(deps, asha, { uid: 'asha', requestId: 'r-custom', ...fields }))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    expect(JSON.stringify(db.read(''))).toBe(before);
    expect(mailer.sent).toHaveLength(0);
  });

  it.each(CALLABLES)('%s refuses a support account whose email is unverified', async (_name, callable, fields) => {
    const { deps } = opsSetup();
    const unverified = caller('sam', { support: true, emailVerified: false });
    expect(await outcome(callable(deps, unverified, { uid: 'asha', requestId: 'r-custom', ...fields }))).toMatch(
      /^permission-denied: Please verify your email/,
    );
  });

  it.each(CALLABLES)(
    '%s refuses a session whose claim outlived its revocation (no staff record), changing nothing',
    async (_name, callable, fields) => {
      const { db, mailer, deps } = opsSetup();
      db.write('supportStaff/sam', null);
      const before = JSON.stringify(db.read(''));
      expect(await outcome(callable(deps, sam, { uid: 'asha', requestId: 'r-custom', ...fields }))).toBe(
        'permission-denied: This action is for the Apkforge support team only.',
      );
      expect(JSON.stringify(db.read(''))).toBe(before);
      expect(mailer.sent).toHaveLength(0);
    },
  );

  it.each(CALLABLES)('%s refuses a malformed or unknown target', async (_name, callable, fields) => {
    const { deps } = opsSetup();
    expect(await outcome(callable(deps, sam, { requestId: 'r-custom', ...fields }))).toBe(
      'invalid-argument: uid is required.',
    );
    expect(await outcome(callable(deps, sam, { uid: 'asha', requestId: '../x', ...fields }))).toBe(
      'invalid-argument: requestId is required.',
    );
    expect(await outcome(callable(deps, sam, null))).toBe('invalid-argument: uid is required.');
  });
});

describe('opsSetStatus', () => {
  it('moves a request, audits before/after, tells the customer on the timeline and by email', async () => {
    const { db, mailer, deps } = opsSetup();
    expect(await opsSetStatus(deps, sam, { uid: 'asha', requestId: 'r-paid', status: 'accepted' })).toEqual({
      auditId: 'e1',
    });
    expect(db.read('requests/asha/r-paid')).toMatchObject({ status: 'accepted', updatedAt: NOW, lastActivityAt: NOW });
    expect(db.read('audit/e1')).toEqual({
      id: 'e1',
      at: NOW,
      actorUid: 'sam',
      actorEmail: 'sam@example.com',
      action: 'opsSetStatus',
      target: { uid: 'asha', requestId: 'r-paid' },
      before: { status: 'in_review', progressPercent: 0 },
      after: { status: 'accepted', progressPercent: 0 },
    });
    expect(db.read('timeline/asha/r-paid/e1')).toEqual({
      id: 'e1',
      at: NOW,
      kind: 'status',
      by: 'support',
      from: 'in_review',
      to: 'accepted',
    });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Example: Accepted']);
  });

  it('completes with progress 100', async () => {
    const { db, deps } = opsSetup();
    for (const status of ['accepted', 'in_progress', 'completed'])
      await opsSetStatus(deps, sam, { uid: 'asha', requestId: 'r-paid', status });
    expect(db.read('requests/asha/r-paid')).toMatchObject({ status: 'completed', progressPercent: 100 });
  });

  it('requires a message for update_needed and sends it to the customer', async () => {
    const { db, mailer, deps } = opsSetup();
    expect(await outcome(opsSetStatus(deps, sam, { uid: 'asha', requestId: 'r-paid', status: 'update_needed' }))).toBe(
      'invalid-argument: Write the customer a message saying what is needed.',
    );
    await opsSetStatus(deps, sam, {
      uid: 'asha',
      requestId: 'r-paid',
      status: 'update_needed',
      message: 'Please send a 512 px icon.',
    });
    expect(db.read('timeline/asha/r-paid/e1')).toMatchObject({
      to: 'update_needed',
      text: 'Please send a 512 px icon.',
    });
    expect(mailer.sent[0]?.text).toContain('> Please send a 512 px icon.');
  });

  it('refuses illegal transitions, unpaid requests past review and unknown statuses', async () => {
    const { db, mailer, deps } = opsSetup();
    const set = (requestId: string, status: unknown) =>
      outcome(opsSetStatus(deps, sam, { uid: 'asha', requestId, status }));
    expect(await set('r-paid', 'completed')).toBe(
      'failed-precondition: A request cannot move from In review to Completed.',
    );
    expect(await set('r-basic', 'accepted')).toBe(
      'failed-precondition: A request cannot move from Queued to Accepted.',
    );
    await opsSetStatus(deps, sam, { uid: 'asha', requestId: 'r-basic', status: 'in_review' });
    expect(await set('r-basic', 'accepted')).toBe(
      'failed-precondition: This request is unpaid: it cannot move to Accepted until the customer pays.',
    );
    expect(await set('r-paid', 'shipped')).toBe('invalid-argument: Unknown status: shipped.');
    expect(await set('r-paid', 7)).toBe('invalid-argument: status is required.');
    expect(await set('nope', 'in_review')).toBe('not-found: Request not found.');
    expect(db.read('requests/asha/r-paid/status')).toBe('in_review');
    expect(Object.keys(db.read('audit') as object)).toEqual(['e1']);
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('opsSetProgress', () => {
  it('sets a whole percentage and audits it, without an email', async () => {
    const { db, mailer, deps } = opsSetup();
    await opsSetProgress(deps, sam, { uid: 'asha', requestId: 'r-paid', progressPercent: 40 });
    expect(db.read('requests/asha/r-paid/progressPercent')).toBe(40);
    expect(db.read('audit/e1')).toMatchObject({ before: { progressPercent: 0 }, after: { progressPercent: 40 } });
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses anything but 0..100 whole', async () => {
    const { deps } = opsSetup();
    for (const progressPercent of [-1, 101, 12.5, '50', null]) {
      expect(await outcome(opsSetProgress(deps, sam, { uid: 'asha', requestId: 'r-paid', progressPercent }))).toBe(
        'invalid-argument: progressPercent must be a whole number from 0 to 100.',
      );
    }
  });
});

describe('opsPostMessage', () => {
  it('posts a message on the timeline and emails it', async () => {
    const { db, mailer, deps } = opsSetup();
    await opsPostMessage(deps, sam, { uid: 'asha', requestId: 'r-basic', text: '  We are on it.  ' });
    expect(db.read('timeline/asha/r-basic/e1')).toMatchObject({
      kind: 'message',
      by: 'support',
      text: 'We are on it.',
    });
    expect(mailer.sent[0]?.subject).toBe('Example: a message from the Apkforge team');
  });

  it('refuses an empty or oversized message', async () => {
    const { deps } = opsSetup();
    const post = (text: unknown) => outcome(opsPostMessage(deps, sam, { uid: 'asha', requestId: 'r-basic', text }));
    expect(await post('   ')).toBe('invalid-argument: text is required.');
    expect(await post('x'.repeat(2001))).toBe('invalid-argument: text is longer than 2000 characters.');
    expect(await post(undefined)).toBe('invalid-argument: text must be text.');
  });
});

describe('opsQuote', () => {
  it('sets amountInr and quotedAt on a custom request and tells the customer', async () => {
    const { db, mailer, deps } = opsSetup();
    await opsQuote(deps, sam, { uid: 'asha', requestId: 'r-custom', amountInr: 4500 });
    expect(db.read('requests/asha/r-custom')).toMatchObject({ amountInr: 4500, quotedAt: NOW });
    // The database stores no nulls: a field that had no value before is absent from `before`.
    expect(db.read('audit/e1')).toMatchObject({ after: { amountInr: 4500, quotedAt: NOW } });
    expect(db.read('audit/e1/before')).toBeNull();
    expect(db.read('timeline/asha/r-custom/e1')).toMatchObject({ kind: 'quote', amountInr: 4500 });
    expect(mailer.sent[0]?.subject).toBe('Example: your quote is ready (₹4,500)');
  });

  it('refuses other plans, paid requests and amounts out of bounds', async () => {
    const { db, deps } = opsSetup();
    const quote = (requestId: string, amountInr: unknown) =>
      outcome(opsQuote(deps, sam, { uid: 'asha', requestId, amountInr }));
    expect(await quote('r-basic', 100)).toBe('failed-precondition: Only requests on the custom plan can be quoted.');
    db.write('requests/asha/r-custom/paymentStatus', 'paid');
    expect(await quote('r-custom', 100)).toBe(
      'failed-precondition: This request is already paid: its quote cannot change.',
    );
    for (const amount of [0, 500_001, 99.5, '100'])
      expect(await quote('r-custom', amount)).toBe(
        'invalid-argument: amountInr must be a whole number from 1 to 500000.',
      );
    expect(db.read('requests/asha/r-basic/amountInr')).toBe(39);
  });
});

describe('opsNoteRefund', () => {
  it('notes a refund on a paid request and tells the customer', async () => {
    const { db, mailer, deps } = opsSetup();
    await opsNoteRefund(deps, sam, { uid: 'asha', requestId: 'r-paid', amountInr: 199, note: 'Duplicate order' });
    expect(db.read('requests/asha/r-paid/refundStatus')).toBe('noted');
    expect(db.read('timeline/asha/r-paid/e1')).toMatchObject({
      kind: 'refund',
      amountInr: 199,
      text: 'Duplicate order',
    });
    expect(mailer.sent[0]?.subject).toBe('Example: refund of ₹199');
  });

  it('refuses unpaid requests and more than was paid', async () => {
    const { deps } = opsSetup();
    expect(await outcome(opsNoteRefund(deps, sam, { uid: 'asha', requestId: 'r-basic', amountInr: 1 }))).toBe(
      'failed-precondition: Only a paid request can have a refund.',
    );
    expect(await outcome(opsNoteRefund(deps, sam, { uid: 'asha', requestId: 'r-paid', amountInr: 200 }))).toBe(
      'invalid-argument: A refund cannot exceed the ₹199 paid.',
    );
  });
});

describe('opsPayments', () => {
  it("lists the request's orders with how each payment was verified", async () => {
    const { db, deps } = opsSetup();
    db.write('orders/order_A1', {
      orderId: 'order_A1',
      uid: 'asha',
      requestId: 'r-paid',
      planId: 'end_to_end',
      amount: 19900,
      currency: 'INR',
      status: 'paid',
      createdAt: NOW - 5000,
      paidAt: NOW - 1000,
      paymentId: 'pay_A1',
    });
    db.write('orders/order_B1', {
      orderId: 'order_B1',
      uid: 'asha',
      requestId: 'r-basic',
      amount: 3900,
      status: 'created',
      createdAt: 1,
    });
    db.write('payments/pay_A1', {
      paymentId: 'pay_A1',
      orderId: 'order_A1',
      uid: 'asha',
      requestId: 'r-paid',
      amount: 19900,
      source: 'checkout',
      verifiedAt: NOW - 1000,
    });
    expect(await opsPayments(deps, sam, { uid: 'asha', requestId: 'r-paid' })).toEqual({
      payments: [
        {
          orderId: 'order_A1',
          paymentId: 'pay_A1',
          amountInr: 199,
          status: 'paid',
          createdAt: NOW - 5000,
          paidAt: NOW - 1000,
          verifiedBy: 'checkout',
          verifiedAt: NOW - 1000,
        },
      ],
    });
  });
});
