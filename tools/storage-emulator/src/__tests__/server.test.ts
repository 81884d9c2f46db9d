import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMultipartRelated } from '../multipart.js';
import { parseOperation } from '../routes.js';
import { startStorageEmulator, type StorageEmulator } from '../server.js';

let emulator: StorageEmulator;
beforeAll(async () => {
  emulator = await startStorageEmulator();
});
afterAll(() => emulator.stop());

describe('routes', () => {
  it('accepts the emulator-mode and the full JSON API paths', () => {
    expect(parseOperation('/b/bk/o/users%2Fu1%2Fa.apk')).toEqual({
      kind: 'object',
      bucket: 'bk',
      name: 'users/u1/a.apk',
    });
    expect(parseOperation('/storage/v1/b/bk/o/a')).toEqual({ kind: 'object', bucket: 'bk', name: 'a' });
    expect(parseOperation('/storage/v1/b/bk/o')).toEqual({ kind: 'list-objects', bucket: 'bk' });
    expect(parseOperation('/upload/storage/v1/b/bk/o')).toEqual({ kind: 'upload', bucket: 'bk' });
    expect(parseOperation('/download/storage/v1/b/bk/o/a%20b')).toEqual({
      kind: 'download',
      bucket: 'bk',
      name: 'a b',
    });
    expect(parseOperation('/storage/v1/b')).toEqual({ kind: 'list-buckets' });
    expect(parseOperation('/b/bk/o/%E0%A4%A')).toEqual({ kind: 'unknown' });
    expect(parseOperation('/elsewhere')).toEqual({ kind: 'unknown' });
  });
});

describe('multipart/related', () => {
  it('splits binary parts exactly', () => {
    const media = Buffer.from([0, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Type: application/json\r\n\r\n{"name":"a"}\r\n--xyz\r\nContent-Type: application/octet-stream\r\n\r\n',
      ),
      media,
      Buffer.from('\r\n--xyz--'),
    ]);
    const parts = parseMultipartRelated(body, 'multipart/related; boundary=xyz');
    expect(parts).toHaveLength(2);
    expect(parts[0]?.body.toString()).toBe('{"name":"a"}');
    expect(parts[1]?.headers['content-type']).toBe('application/octet-stream');
    expect(parts[1]?.body).toEqual(media);
    expect(() => parseMultipartRelated(body, 'multipart/related')).toThrow(/boundary/);
  });
});

describe('REST surface', () => {
  it('answers the bucket list (the stack readiness probe) and JSON errors', async () => {
    const buckets = await fetch(`${emulator.url}/storage/v1/b`);
    expect(buckets.status).toBe(200);
    expect(await buckets.json()).toMatchObject({ kind: 'storage#buckets' });
    const missing = await fetch(`${emulator.url}/storage/v1/b/bk/o/none`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 404, errors: [{ reason: 'notFound' }] } });
  });

  it('uploads with uploadType=media and downloads from the /download path', async () => {
    const put = await fetch(`${emulator.url}/upload/storage/v1/b/bk/o?uploadType=media&name=dir%2Ff.txt`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'media body',
    });
    expect(put.status).toBe(200);
    const download = await fetch(`${emulator.url}/download/storage/v1/b/bk/o/dir%2Ff.txt?alt=media`);
    expect(await download.text()).toBe('media body');
    expect(download.headers.get('x-goog-hash')).toMatch(/^crc32c=.+,md5=.+$/);
    emulator.reset();
    expect((await fetch(`${emulator.url}/b/bk/o/dir%2Ff.txt`)).status).toBe(404);
  });

  it('refuses a second server on the same port with a clear error', async () => {
    await expect(startStorageEmulator({ port: emulator.port })).rejects.toThrow(/already in use/);
  });
});

describe('CLI', () => {
  it('prints the ready line and exits 0 on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    expect(line).toMatch(/^storage-emulator ready on http:\/\/127\.0\.0\.1:\d+\n$/);
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  });
});
