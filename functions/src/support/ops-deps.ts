import type { CustomerEventDeps } from '../requests/record-customer-event.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import type { FileStore } from '../platform/files.js';

/** What every ops callable needs: the database, Storage for attached files, and the customer-event writer. */
export interface OpsDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  events: CustomerEventDeps;
  /** A new time-ordered id: the audit entry's, and the timeline entry's and email's of the same action. */
  newId: (nowMs: number) => string;
}
