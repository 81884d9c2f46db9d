import { FakeMailer } from '../../__tests__/fakes/fake-mailer.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { ManualClock } from '../../__tests__/fixtures.js';
import { newPushId } from '../../platform/ids.js';
import { deliverOutboxMessage } from '../../platform/mail/deliver-outbox-message.js';

/** The dependencies of the three request callables, in memory, with a clock the test moves. */
export function requestSetup() {
  const db = new MemoryDb();
  const files = new MemoryFiles();
  const clock = new ManualClock();
  const mailer = new FakeMailer();
  const events = {
    db,
    clock,
    dashboardUrl: 'http://localhost:5000/dashboard',
    sendNow: (id: string) => deliverOutboxMessage({ db, clock, mailer, messageIdDomain: 'apkforge.dev' }, id),
  };
  return { db, files, clock, mailer, events, newRequestId: newPushId };
}
