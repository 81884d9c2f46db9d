import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref, set } from 'firebase/database';
import { afterAll, describe, expect, it } from 'vitest';
import { startRtdbEmulator } from '../../src/index.js';
import type { RtdbEmulator } from '../../src/index.js';
import type { Harness } from '../harness/harness.js';
import { PROJECT_ID } from '../../../../functions/src/contracts/local-stack.js';

const external = Boolean(process.env.RTDB_EMULATOR_HOST);
if (external) {
  console.log(
    'SKIPPED: stop/start persistence needs our emulator in-process; RTDB_EMULATOR_HOST points at an external one that this suite cannot restart.',
  );
}

async function withWebClient<T>(
  emulator: RtdbEmulator,
  namespace: string,
  use: (db: ReturnType<typeof getDatabase>) => Promise<T>,
): Promise<T> {
  const app = initializeApp(
    { projectId: PROJECT_ID, databaseURL: `https://${namespace}.firebaseio.com` },
    `persist-${Math.random()}`,
  );
  const db = getDatabase(app);
  connectDatabaseEmulator(db, emulator.host, emulator.port);
  try {
    return await use(db);
  } finally {
    await deleteApp(app);
  }
}

/** Data that outlives the process, and namespaces that keep their data apart. */
export function persistenceCases(h: Harness): void {
  describe.skipIf(external)('stop and start', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('keeps data across a stop/start with export on exit and import', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'rtdb-persist-'));
      dirs.push(dir);
      const namespace = `${h.namespace}-persist`;
      const first = await startRtdbEmulator({ port: 0, importDir: dir, exportOnExitDir: dir });
      await withWebClient(first, namespace, async (db) => {
        await set(ref(db, 'requests/u1/r1'), { createdAt: 1, status: 'Queued' });
        await set(ref(db, 'plans/basic'), { priceInr: 1 });
      });
      await first.stop();
      const exported = JSON.parse(await readFile(join(dir, 'database_export', `${namespace}.json`), 'utf8')) as unknown;
      expect(exported).toEqual({
        plans: { basic: { priceInr: 1 } },
        requests: { u1: { r1: { createdAt: 1, status: 'Queued' } } },
      });
      const second = await startRtdbEmulator({ port: 0, importDir: dir });
      try {
        await withWebClient(second, namespace, async (db) => {
          expect((await get(ref(db, 'requests/u1/r1'))).val()).toEqual({ createdAt: 1, status: 'Queued' });
          expect((await get(ref(db, 'plans/basic'))).val()).toEqual({ priceInr: 1 });
        });
      } finally {
        await second.stop();
      }
    });

    it('exports on demand with exportTo', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'rtdb-export-'));
      dirs.push(dir);
      const emulator = await startRtdbEmulator({ port: 0 });
      try {
        await fetch(`${emulator.url}/a.json?ns=${h.namespace}-x`, { method: 'PUT', body: '"kept"' });
        await emulator.exportTo(dir);
        expect(JSON.parse(await readFile(join(dir, 'database_export', `${h.namespace}-x.json`), 'utf8'))).toEqual({
          a: 'kept',
        });
      } finally {
        await emulator.stop();
      }
    });
  });

  describe('namespaces', () => {
    it('keep separate data per ?ns= and per web SDK databaseURL', async () => {
      const other = `${h.namespace}-other`;
      const owner = { Authorization: 'Bearer owner' };
      await fetch(`${h.target.url}/shared.json?ns=${h.namespace}`, { method: 'PUT', headers: owner, body: '"mine"' });
      await fetch(`${h.target.url}/shared.json?ns=${other}`, { method: 'PUT', headers: owner, body: '"theirs"' });
      expect(await (await fetch(`${h.target.url}/shared.json?ns=${h.namespace}`, { headers: owner })).json()).toBe(
        'mine',
      );
      expect(await (await fetch(`${h.target.url}/shared.json?ns=${other}`, { headers: owner })).json()).toBe('theirs');
      const admin = await h.admin();
      expect((await admin.db.ref('shared').get()).val()).toBe('mine');
    });
  });
}
