import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, onDisconnect, ref, set, setWithPriority } from 'firebase/database';
import type { Database } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RtdbEmulator } from '../emulator-options.js';
import { startRtdbEmulator } from '../server.js';

/** What the README leaves out of scope fails loudly through the SDK instead of behaving differently in silence. */
describe('features outside the scope', () => {
  let emulator: RtdbEmulator;
  let app: FirebaseApp;
  let db: Database;
  beforeAll(async () => {
    emulator = await startRtdbEmulator({ port: 0 });
    app = initializeApp({ projectId: 'demo-scope', databaseURL: 'https://demo-scope.firebaseio.com' }, 'scope');
    db = getDatabase(app);
    connectDatabaseEmulator(db, emulator.host, emulator.port);
  });
  afterAll(async () => {
    await deleteApp(app);
    await emulator.stop();
  });

  it('refuses onDisconnect writes, naming the README', async () => {
    await expect(onDisconnect(ref(db, 'presence/u1')).set('offline')).rejects.toThrow(
      'onDisconnect is not supported by this emulator (tools/rtdb-emulator/README.md)',
    );
  });

  it('refuses priorities and leaves the data alone', async () => {
    await set(ref(db, 'plans/basic'), { priceInr: 1 });
    await expect(setWithPriority(ref(db, 'plans/basic'), { priceInr: 2 }, 1)).rejects.toThrow(
      'Priorities are not supported by this emulator',
    );
    expect(await (await fetch(`${emulator.url}/plans/basic.json?ns=demo-scope`)).json()).toEqual({ priceInr: 1 });
  });
});
