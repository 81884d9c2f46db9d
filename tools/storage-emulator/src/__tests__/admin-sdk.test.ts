import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorageEmulator, type StorageEmulator } from '../index.js';

// Driven only through firebase-admin's getStorage(), the way the functions use Cloud Storage.
let emulator: StorageEmulator;
let app: App;
const bucket = () => getStorage(app).bucket();

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0 });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  app = initializeApp(
    { projectId: 'demo-storage-test', storageBucket: 'demo-storage-test.appspot.com' },
    'storage-emulator-test',
  );
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.stop();
});

describe('storage emulator through firebase-admin', () => {
  it('saves (multipart), reports metadata and downloads the same bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
    const file = bucket().file('users/u1/builds/b1.apk');
    await file.save(bytes, {
      resumable: false,
      contentType: 'application/vnd.android.package-archive',
      metadata: { metadata: { buildId: 'b1' } },
    });
    expect((await file.exists())[0]).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'users/u1/builds/b1.apk',
      bucket: 'demo-storage-test.appspot.com',
      size: '256',
      contentType: 'application/vnd.android.package-archive',
      metadata: { buildId: 'b1' },
    });
    expect((await file.download())[0]).toEqual(bytes);
  });

  it('saves with a resumable upload in several chunks', async () => {
    const bytes = randomBytes(600 * 1024);
    const file = bucket().file('users/u1/big.bin');
    await new Promise<void>((resolve, reject) => {
      const stream = file.createWriteStream({
        resumable: true,
        chunkSize: 256 * 1024,
        contentType: 'application/octet-stream',
      });
      stream.on('error', reject).on('finish', resolve);
      stream.end(bytes);
    });
    expect((await file.download())[0].equals(bytes)).toBe(true);
    expect((await file.getMetadata())[0].size).toBe(String(bytes.length));
  });

  it('opens a session for a browser origin that takes one PUT of the whole file (the support upload)', async () => {
    const file = bucket().file('users/u1/requests/r1/d1/guide.pdf');
    const [url] = await file.createResumableUpload({
      metadata: { contentType: 'application/pdf' },
      origin: 'http://localhost:5000',
    });
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5000', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    const other = await fetch(url, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    const bytes = Buffer.from('%PDF-1.7 guide');
    const put = await fetch(url, { method: 'PUT', body: bytes, headers: { Origin: 'http://localhost:5000' } });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
    expect((await file.download())[0].equals(bytes)).toBe(true);
  });

  it('streams with createReadStream and serves byte ranges', async () => {
    const file = bucket().file('users/u1/text.txt');
    await file.save('hello storage', { resumable: false, contentType: 'text/plain' });
    const chunks: Buffer[] = [];
    for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello storage');
    expect((await file.download({ start: 6, end: 12 }))[0].toString()).toBe('storage');
  });

  it('lists by prefix, with pages and delimiters', async () => {
    for (const name of ['users/u2/a.apk', 'users/u2/b.apk', 'users/u2/c/d.apk', 'users/u20/x.apk']) {
      await bucket().file(name).save('x', { resumable: false });
    }
    const [files] = await bucket().getFiles({ prefix: 'users/u2/' });
    expect(files.map((file) => file.name)).toEqual(['users/u2/a.apk', 'users/u2/b.apk', 'users/u2/c/d.apk']);

    const [page, next] = await bucket().getFiles({ prefix: 'users/u2/', maxResults: 2, autoPaginate: false });
    expect(page.map((file) => file.name)).toEqual(['users/u2/a.apk', 'users/u2/b.apk']);
    const [rest] = await bucket().getFiles({ ...(next as object), autoPaginate: false });
    expect(rest.map((file) => file.name)).toEqual(['users/u2/c/d.apk']);

    const [top, , response] = await bucket().getFiles({ prefix: 'users/u2/', delimiter: '/', autoPaginate: false });
    expect(top.map((file) => file.name)).toEqual(['users/u2/a.apk', 'users/u2/b.apk']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['users/u2/c/']);
  });

  it('deletes one file, and every file under a prefix', async () => {
    for (const name of ['users/u3/a', 'users/u3/b/c', 'users/u30/keep'])
      await bucket().file(name).save('x', { resumable: false });
    await bucket().file('users/u3/a').delete();
    expect((await bucket().file('users/u3/a').exists())[0]).toBe(false);
    await expect(bucket().file('users/u3/a').delete()).rejects.toMatchObject({ code: 404 });
    await bucket().deleteFiles({ prefix: 'users/u3/' });
    expect((await bucket().getFiles({ prefix: 'users/u3/' }))[0]).toEqual([]);
    expect((await bucket().file('users/u30/keep').exists())[0]).toBe(true);
  });

  it('honours ifGenerationMatch=0 (create only)', async () => {
    const file = bucket().file('users/u4/once');
    await file.save('first', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } });
    await expect(
      file.save('second', { resumable: false, preconditionOpts: { ifGenerationMatch: 0 } }),
    ).rejects.toMatchObject({ code: 412 });
    expect((await file.download())[0].toString()).toBe('first');
  });

  it('answers 404 for a missing object', async () => {
    await expect(bucket().file('nope').getMetadata()).rejects.toMatchObject({ code: 404 });
    await expect(bucket().file('nope').download()).rejects.toMatchObject({ code: 404 });
  });
});
