import { describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { opsSetup, outcome } from '../support/__tests__/ops-setup.js';
import { replyToRequest, type ReplyDeps } from './reply-to-request.js';

function setup() {
  const base = opsSetup();
  base.db.write('requests/asha/r-paid/status', 'update_needed');
  const deps: ReplyDeps = {
    events: base.deps.events,
    newId: () => 'reply1',
    supportInbox: 'support@apkforge.dev',
    appUrl: 'http://localhost:5000',
  };
  return { ...base, deps };
}

const asha = caller('asha');

describe('replyToRequest', () => {
  it('adds the reply, moves the request back to in_review and tells the support inbox', async () => {
    const { db, mailer, deps } = setup();
    expect(
      await replyToRequest(deps, asha, { requestId: 'r-paid', text: 'Here is the icon: https://x.example/i.png' }),
    ).toEqual({
      status: 'in_review',
    });
    expect(db.read('requests/asha/r-paid')).toMatchObject({ status: 'in_review', lastActivityAt: NOW });
    expect(db.read('timeline/asha/r-paid/reply1')).toEqual({
      id: 'reply1',
      at: NOW,
      kind: 'reply',
      by: 'customer',
      text: 'Here is the icon: https://x.example/i.png',
      from: 'update_needed',
      to: 'in_review',
    });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'support@apkforge.dev', subject: 'Customer replied: Example' });
    expect(mailer.sent[0]?.text).toContain('http://localhost:5000/ops/requests/asha/r-paid');
  });

  it('refuses when no reply is awaited, an empty reply, and unverified accounts', async () => {
    const { db, deps } = setup();
    expect(await outcome(replyToRequest(deps, asha, { requestId: 'r-basic', text: 'hi' }))).toBe(
      'failed-precondition: This request is not waiting for a reply.',
    );
    expect(await outcome(replyToRequest(deps, asha, { requestId: 'r-paid', text: '  ' }))).toBe(
      'invalid-argument: Your reply is required.',
    );
    expect(
      await outcome(replyToRequest(deps, caller('asha', { emailVerified: false }), { requestId: 'r-paid', text: 'x' })),
    ).toMatch(/^permission-denied: Please verify your email/);
    expect(db.read('timeline')).toBeNull();
  });

  it("cannot reply on another user's request (only the caller's own subtree is read)", async () => {
    const { db, deps } = setup();
    expect(await outcome(replyToRequest(deps, caller('ravi'), { requestId: 'r-paid', text: 'hijack' }))).toBe(
      'not-found: Request not found.',
    );
    expect(db.read('requests/asha/r-paid/status')).toBe('update_needed');
  });
});
