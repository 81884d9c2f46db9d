import { describe, expect, it } from 'vitest';
import { FakeMailer } from '../../__tests__/fakes/fake-mailer.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { ManualClock, NOW } from '../../__tests__/fixtures.js';
import { OUTBOX_MAX_ATTEMPTS, type OutboxMessage } from '../../contracts/outbox.js';
import { deliverOutboxMessage, retryDelayMs, SEND_LEASE_MS } from './deliver-outbox-message.js';
import { sweepOutbox } from './sweep-outbox.js';

function setup() {
  const db = new MemoryDb();
  const clock = new ManualClock();
  const mailer = new FakeMailer();
  return { db, clock, mailer, deps: { db, clock, mailer, messageIdDomain: 'apkforge.dev' } };
}

function pending(id: string, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id,
    uid: 'asha',
    requestId: 'req1',
    to: 'asha@example.com',
    subject: `Subject ${id}`,
    text: 'Hello',
    status: 'pending',
    attempts: 0,
    createdAt: NOW,
    nextAttemptAt: NOW,
    ...overrides,
  };
}

describe('deliverOutboxMessage', () => {
  it('sends a due message once and marks it sent', async () => {
    const { db, mailer, deps } = setup();
    db.write('outbox/m1', pending('m1'));
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('sent');
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('not-due');
    expect(mailer.sent).toEqual([
      { to: 'asha@example.com', subject: 'Subject m1', text: 'Hello', messageId: '<m1@apkforge.dev>' },
    ]);
    expect(db.read('outbox/m1')).toMatchObject({ status: 'sent', attempts: 1, sentAt: NOW });
  });

  it('backs off after a failure and gives up after the last attempt', async () => {
    const { db, clock, mailer, deps } = setup();
    db.write('outbox/m1', pending('m1'));
    mailer.failNext(OUTBOX_MAX_ATTEMPTS);
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverOutboxMessage(deps, 'm1')).toBe('retry-later');
      expect(await deliverOutboxMessage(deps, 'm1')).toBe('not-due');
      expect(db.read('outbox/m1')).toMatchObject({
        attempts: attempt,
        lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
      });
      clock.advance(retryDelayMs(attempt));
    }
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('failed');
    expect(db.read('outbox/m1')).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    clock.advance(24 * 3600_000);
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('not-due');
    expect(mailer.sent).toHaveLength(0);
  });

  it('grows the delay exponentially up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3600_000);
  });

  it('does not send a message another sender holds, until its lease expires', async () => {
    const { db, clock, mailer, deps } = setup();
    db.write('outbox/m1', pending('m1', { status: 'sending', attempts: 1, nextAttemptAt: NOW + SEND_LEASE_MS }));
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('not-due');
    clock.advance(SEND_LEASE_MS);
    expect(await deliverOutboxMessage(deps, 'm1')).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
    expect(db.read('outbox/m1')).toMatchObject({ attempts: 2 });
  });

  it('answers not-due for a message that does not exist', async () => {
    const { db, deps } = setup();
    expect(await deliverOutboxMessage(deps, 'nope')).toBe('not-due');
    expect(db.read('outbox')).toBeNull();
  });
});

describe('sweepOutbox', () => {
  it('sends every due message oldest first and leaves the rest', async () => {
    const { db, mailer, deps } = setup();
    db.write('outbox/b', pending('b', { createdAt: NOW - 10 }));
    db.write('outbox/a', pending('a', { createdAt: NOW - 20 }));
    db.write('outbox/later', pending('later', { nextAttemptAt: NOW + 60_000 }));
    db.write('outbox/done', pending('done', { status: 'sent' }));
    db.write('outbox/dead', pending('dead', { status: 'failed' }));
    expect(await sweepOutbox(deps)).toEqual({ sent: 2, 'retry-later': 0, failed: 0, 'not-due': 0 });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Subject a', 'Subject b']);
  });
});
