import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { ManualClock } from '../../__tests__/fixtures.js';
import { newPushId } from '../../platform/ids.js';

/** The dependencies of the three request callables, in memory, with a clock the test moves. */
export function requestSetup() {
  const db = new MemoryDb();
  const files = new MemoryFiles();
  const clock = new ManualClock();
  return { db, files, clock, newRequestId: newPushId };
}
