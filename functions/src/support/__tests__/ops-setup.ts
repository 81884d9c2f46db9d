import { FakeMailer } from '../../__tests__/fakes/fake-mailer.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { caller, ManualClock, unpaidRequest } from '../../__tests__/fixtures.js';
import { deliverOutboxMessage } from '../../platform/mail/deliver-outbox-message.js';
import type { OpsDeps } from '../ops-deps.js';

/** A support user (the claim), and the customer whose requests the cases act on. */
export const sam = caller('sam', { support: true });
export const asha = caller('asha');

/**
 * Asha's requests: r-basic (aab_bundle, unpaid, Queued), r-paid (end_to_end, paid, in_review), r-custom (the custom
 * plan, unpaid). Ids are `e1`, `e2` ... in order, so tests can name the audit and timeline entries.
 */
export function opsSetup() {
  const db = new MemoryDb();
  const files = new MemoryFiles();
  const clock = new ManualClock();
  const mailer = new FakeMailer();
  // Sam is on the server-side staff list (npm run ops -- grant writes it with the claim).
  db.write('supportStaff/sam', { email: 'sam@apkforge.dev', grantedAt: clock.now() - 86_400_000 });
  db.write('requests/asha/r-basic', unpaidRequest('r-basic'));
  db.write('requests/asha/r-paid', {
    ...unpaidRequest('r-paid', 'end_to_end', 199),
    status: 'in_review',
    paymentStatus: 'paid',
    razorpayPaymentId: 'pay_A1',
    razorpayOrderId: 'order_A1',
    paidAt: clock.now() - 1000,
  });
  // The custom plan has no price until quoted (unpaidRequest's default amount does not apply to it).
  db.write('requests/asha/r-custom', {
    ...unpaidRequest('r-custom', 'other'),
    amountInr: null,
    planName: 'Other (Custom Requirement)',
  });
  let counter = 0;
  const deps: OpsDeps = {
    db,
    clock,
    files,
    newId: () => `e${++counter}`,
    events: {
      db,
      clock,
      dashboardUrl: 'http://localhost:5000/dashboard',
      sendNow: (id) => deliverOutboxMessage({ db, clock, mailer, messageIdDomain: 'apkforge.dev' }, id),
    },
  };
  return { db, files, clock, mailer, deps };
}

/** 'ok', or `code: message` of the HttpsError. */
export async function outcome(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return code ? `${code}: ${message}` : String(error);
  }
}
