import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MissingDownloadUrlError, requestApkBuild } from './download-apk';

const body = {
  url: 'https://a.in',
  'app-name': 'A',
  'owner-name': '',
  'contact-email': '',
  'phone-number': '',
  userId: 'u',
};
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

describe('requestApkBuild (docs/product.md §7)', () => {
  it('POSTs the docs/api.md body with the ID token as Bearer', async () => {
    const fetchImpl = vi.fn(async () => json(200, { downloadUrl: '/api/builds/b/download?token=t', buildId: 'b' }));
    await expect(requestApkBuild(body, 'tok', { fetchImpl })).resolves.toMatchObject({
      downloadUrl: '/api/builds/b/download?token=t',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/download-apk');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it("turns a non-OK status into 'HTTP error! status: {code}' with the server message", async () => {
    const fetchImpl = vi.fn(async () => json(429, { error: { code: 'resource-exhausted', message: 'Slow down' } }));
    const failure = await requestApkBuild(body, 'tok', { fetchImpl }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('HTTP error! status: 429');
    expect((failure as ApiError).serverMessage).toBe('Slow down');
  });

  it('refuses an answer without downloadUrl', async () => {
    const fetchImpl = vi.fn(async () => json(200, { buildId: 'b' }));
    await expect(requestApkBuild(body, 'tok', { fetchImpl })).rejects.toBeInstanceOf(MissingDownloadUrlError);
  });
});
