import { describe, expect, it } from 'vitest';
import { FakeMailer } from '../__tests__/fakes/fake-mailer.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { ManualClock, NOW, unpaidRequest } from '../__tests__/fixtures.js';
import { deliverOutboxMessage } from '../platform/mail/deliver-outbox-message.js';
import { recordCustomerEvent, type CustomerEventDeps } from './record-customer-event.js';

function setup(options: { send?: boolean } = {}) {
  const db = new MemoryDb();
  const clock = new ManualClock();
  const mailer = new FakeMailer();
  db.write('requests/asha/req1', { ...unpaidRequest('req1', 'other', undefined), appName: 'Chai Corner' });
  const deps: CustomerEventDeps = {
    db,
    clock,
    dashboardUrl: 'http://localhost:5000/dashboard',
    ...(options.send === false
      ? {}
      : { sendNow: (id: string) => deliverOutboxMessage({ db, clock, mailer, messageIdDomain: 'apkforge.dev' }, id) }),
  };
  return { db, clock, mailer, deps };
}

const quote = {
  uid: 'asha',
  requestId: 'req1',
  eventId: 'quote-e1',
  entry: { kind: 'quote', by: 'support', amountInr: 4500 },
} as const;

describe('recordCustomerEvent', () => {
  it('appends the entry, queues its email, sends it, and bumps lastActivityAt', async () => {
    const { db, mailer, deps } = setup();
    const result = await recordCustomerEvent(deps, quote);
    expect(result).toEqual({
      recorded: true,
      entry: { id: 'quote-e1', at: NOW, kind: 'quote', by: 'support', amountInr: 4500 },
      emailId: 'quote-e1',
    });
    expect(db.read('timeline/asha/req1/quote-e1')).toEqual(result.entry);
    expect(db.read('requests/asha/req1/lastActivityAt')).toBe(NOW);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Chai Corner: your quote is ready (₹4,500)',
      messageId: '<quote-e1@apkforge.dev>',
    });
    expect(mailer.sent[0]?.text).toContain('http://localhost:5000/dashboard');
    expect(db.read('outbox/quote-e1')).toMatchObject({ status: 'sent', attempts: 1, sentAt: NOW, uid: 'asha' });
  });

  it('sends the email as HTML and text, its button into the request (the dashboard opens its details)', async () => {
    const { mailer, deps } = setup();
    await recordCustomerEvent(deps, quote);
    expect(mailer.sent[0]?.text).toContain('Pay ₹4,500: http://localhost:5000/dashboard?request=req1');
    expect(mailer.sent[0]?.html).toContain('href="http://localhost:5000/dashboard?request=req1"');
    expect(mailer.sent[0]?.html).toMatch(/^<!doctype html>/i);
  });

  it("moves each side's unread mark: news from support or the system for the customer, messages for support", async () => {
    const { db, clock, deps } = setup();
    const event = (eventId: string, entry: Record<string, unknown>) =>
      recordCustomerEvent(deps, { uid: 'asha', requestId: 'req1', eventId, entry, email: null } as Parameters<
        typeof recordCustomerEvent
      >[1]);
    await event('e1', { kind: 'message', by: 'support', text: 'Hi' });
    expect(db.read('requests/asha/req1')).toMatchObject({ lastSupportMessageAt: NOW });
    expect(db.read('requests/asha/req1/lastCustomerMessageAt')).toBeNull();
    clock.advance(1000);
    await event('e2', { kind: 'reply', by: 'customer', text: 'Thanks' });
    expect(db.read('requests/asha/req1')).toMatchObject({
      lastSupportMessageAt: NOW,
      lastCustomerMessageAt: NOW + 1000,
    });
    clock.advance(1000);
    // The customer's own payment, and their request's creation, are news to nobody.
    await event('e3', { kind: 'payment', by: 'customer', amountInr: 39 });
    await event('e4', { kind: 'created', by: 'customer' });
    expect(db.read('requests/asha/req1')).toMatchObject({
      lastActivityAt: NOW + 2000,
      lastSupportMessageAt: NOW,
      lastCustomerMessageAt: NOW + 1000,
    });
    // An entry recorded late (a retry) never moves a mark back.
    await event('e0', { kind: 'message', by: 'system', text: 'Old news', at: NOW - 5000 });
    expect(db.read('requests/asha/req1/lastSupportMessageAt')).toBe(NOW);
  });

  it('is idempotent: the same event twice is one entry and one email', async () => {
    const { db, clock, mailer, deps } = setup();
    await recordCustomerEvent(deps, quote);
    clock.advance(5_000);
    await recordCustomerEvent(deps, quote);
    expect(Object.keys(db.read('timeline/asha/req1') as object)).toEqual(['quote-e1']);
    expect((db.read('timeline/asha/req1/quote-e1') as { at: number }).at).toBe(NOW);
    expect(mailer.sent).toHaveLength(1);
  });

  it('completes an event whose first attempt failed half-way', async () => {
    const { db, clock, mailer, deps } = setup();
    db.failNext('transaction');
    await expect(recordCustomerEvent(deps, quote)).rejects.toThrow('injected');
    expect(db.read('timeline')).toBeNull();
    // A crash after the entry but before the email: the retry keeps the entry as it was and queues the email once.
    db.write('timeline/asha/req1/quote-e1', { id: 'quote-e1', at: NOW, kind: 'quote', by: 'support', amountInr: 4500 });
    clock.advance(1_000);
    await recordCustomerEvent(deps, quote);
    await recordCustomerEvent(deps, quote);
    expect((db.read('timeline/asha/req1/quote-e1') as { at: number }).at).toBe(NOW);
    expect(mailer.sent).toHaveLength(1);
  });

  it('records the event even when the mail server is down, leaving the email pending', async () => {
    const { db, mailer, deps } = setup();
    mailer.failNext();
    const result = await recordCustomerEvent(deps, quote);
    expect(result.recorded).toBe(true);
    expect(db.read('outbox/quote-e1')).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: NOW + 60_000 });
    expect(mailer.sent).toHaveLength(0);
  });

  it('queues without sending when no sender is wired (the sweep sends it)', async () => {
    const { db, deps } = setup({ send: false });
    await recordCustomerEvent(deps, quote);
    expect(db.read('outbox/quote-e1')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('writes no email for events the customer caused, or when told not to', async () => {
    const { db, deps } = setup();
    await recordCustomerEvent(deps, {
      uid: 'asha',
      requestId: 'req1',
      eventId: 'r1',
      entry: { kind: 'reply', by: 'customer', text: 'ok' },
    });
    await recordCustomerEvent(deps, { ...quote, eventId: 'q2', email: null });
    expect(db.read('outbox')).toBeNull();
    expect(Object.keys(db.read('timeline/asha/req1') as object).sort()).toEqual(['q2', 'r1']);
  });

  it('sends a given email to a given address (the support inbox for a reply)', async () => {
    const { mailer, deps } = setup();
    await recordCustomerEvent(deps, {
      uid: 'asha',
      requestId: 'req1',
      eventId: 'r1',
      entry: { kind: 'reply', by: 'customer', text: 'done' },
      email: { to: 'support@apkforge.dev', subject: 'Customer replied', text: 'done' },
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['support@apkforge.dev']);
  });

  it('writes nothing for a request that no longer exists', async () => {
    const { db, mailer, deps } = setup();
    const result = await recordCustomerEvent(deps, { ...quote, requestId: 'gone' });
    expect(result).toEqual({ recorded: false, entry: null, emailId: null });
    expect(db.read('timeline')).toBeNull();
    expect(db.read('requests/asha/gone')).toBeNull();
    expect(mailer.sent).toHaveLength(0);
  });

  it('never moves lastActivityAt backwards', async () => {
    const { db, deps } = setup();
    await recordCustomerEvent(deps, { ...quote, entry: { ...quote.entry, at: NOW + 10 } });
    await recordCustomerEvent(deps, { ...quote, eventId: 'older', entry: { ...quote.entry, at: NOW - 10 } });
    expect(db.read('requests/asha/req1/lastActivityAt')).toBe(NOW + 10);
  });

  it('refuses ids that are not database keys', async () => {
    const { deps } = setup();
    await expect(recordCustomerEvent(deps, { ...quote, eventId: 'a/b' })).rejects.toThrow('unsafe id');
    await expect(recordCustomerEvent(deps, { ...quote, uid: '' })).rejects.toThrow('unsafe id');
  });
});
