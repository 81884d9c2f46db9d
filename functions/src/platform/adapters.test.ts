import { text } from 'node:stream/consumers';
import { startRtdbEmulator, type RtdbEmulator } from '@apkforge/rtdb-emulator';
import { startStorageEmulator, type StorageEmulator } from '@apkforge/storage-emulator';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, type Db } from './db.js';
import { bucketFiles, type FileStore } from './files.js';

// The production adapters over the real admin SDK, against the project's own database emulator and storage
// stand-in started in-process: the semantics the in-memory fakes of the unit tests imitate.
let database: RtdbEmulator;
let storage: StorageEmulator;
let app: App;
let db: Db;
let files: FileStore;

beforeAll(async () => {
  [database, storage] = await Promise.all([
    startRtdbEmulator({ port: 0, rules: { rules: { '.read': false, '.write': false } } }),
    startStorageEmulator({ port: 0 }),
  ]);
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${database.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${storage.port}`;
  app = initializeApp(
    {
      projectId: 'demo-adapters',
      databaseURL: `http://127.0.0.1:${database.port}?ns=demo-adapters-default-rtdb`,
      storageBucket: 'demo-adapters.appspot.com',
    },
    'adapters-test',
  );
  db = adminDb(getDatabase(app));
  files = bucketFiles(getStorage(app).bucket());
});

afterAll(async () => {
  await deleteApp(app);
  await Promise.all([database.stop(), storage.stop()]);
});

describe('adminDb', () => {
  it('pages through children in key order', async () => {
    await db.set('paged', { b: 2, a: 1, 'c,d': 3, e: 4 });
    expect(await db.childrenAfter('paged', null, 2)).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(await db.childrenAfter('paged', 'b', 2)).toEqual([
      ['c,d', 3],
      ['e', 4],
    ]);
    expect(await db.childrenAfter('paged', 'e', 2)).toEqual([]);
    expect(await db.childrenAfter('nothing-here', null, 2)).toEqual([]);
  });

  it('gets, sets and updates several paths atomically', async () => {
    await db.set('a/one', { x: 1 });
    await db.update({ 'a/two': { y: 2 }, 'a/one/x': null, 'b/three': 3 });
    expect(await db.get('a')).toEqual({ two: { y: 2 } });
    expect(await db.get('b/three')).toBe(3);
    expect(await db.get('missing')).toBeNull();
  });

  it('runs transactions against the server value even when the first call sees null', async () => {
    await db.set('counter', 41);
    const seen: (number | null)[] = [];
    const result = await db.transaction<number>('counter', (current) => {
      seen.push(current);
      return (current ?? 0) + 1;
    });
    expect(result).toEqual({ committed: true, value: 42 });
    expect(seen.at(-1)).toBe(41);
  });

  it('aborts when the update returns undefined, and keeps the stored value', async () => {
    await db.set('locked', { count: 5 });
    const result = await db.transaction<{ count: number }>('locked', (current) =>
      current && current.count >= 5 ? undefined : { count: 0 },
    );
    expect(result.committed).toBe(false);
    expect(await db.get('locked')).toEqual({ count: 5 });
  });

  it('finds children by a child value', async () => {
    await db.set('orders', {
      o1: { uid: 'u1', amount: 1 },
      o2: { uid: 'u2', amount: 2 },
      o3: { uid: 'u1', amount: 3 },
    });
    expect(Object.keys(await db.findByChild('orders', 'uid', 'u1')).sort()).toEqual(['o1', 'o3']);
    expect(await db.findByChild('orders', 'uid', 'nobody')).toEqual({});
  });
});

describe('bucketFiles', () => {
  it('saves, opens, streams, lists and deletes by prefix', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 0, 255]);
    await files.save('users/u1/builds/b1.apk', bytes, 'application/vnd.android.package-archive', { buildId: 'b1' });
    await files.save('users/u1/other.txt', new TextEncoder().encode('hello'), 'text/plain');
    await files.save('users/u10/keep.txt', new TextEncoder().encode('keep'), 'text/plain');
    const opened = await files.open('users/u1/other.txt');
    expect(opened).toMatchObject({ size: 5, contentType: 'text/plain' });
    expect(await text(opened!.stream())).toBe('hello');
    expect((await files.open('users/u1/builds/b1.apk'))?.size).toBe(6);
    expect(await files.open('users/u1/none')).toBeNull();
    expect(await files.list('users/u1/')).toEqual(['users/u1/builds/b1.apk', 'users/u1/other.txt']);
    expect(await files.deletePrefix('users/u1/')).toBe(2);
    expect(await files.list('users/u1/')).toEqual([]);
    expect(await files.list('users/u10/')).toEqual(['users/u10/keep.txt']);
    expect(await files.deletePrefix('users/u1/')).toBe(0);
  });
});
