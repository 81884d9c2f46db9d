import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { FakeAuth } from '../__tests__/fakes/fake-auth.js';
import { serve } from '../__tests__/serve.js';
import { apiRequestHandler } from '../delivery/api-function.js';
import { buildsRequestHandler } from './builds-function.js';

const auth = new FakeAuth();
const builds = buildDeps({ freeBuildsPerHour: 2 });
const origins = () => ['http://localhost:5173'];
// Two functions as Hosting puts them behind one origin: builds answer here, their download links the api function.
let buildsServer: Awaited<ReturnType<typeof serve>>;
let apiServer: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  buildsServer = await serve(buildsRequestHandler(() => ({ auth, builds }), origins));
  apiServer = await serve(apiRequestHandler(() => ({ downloads: builds, appUrl: 'https://app.example' }), origins));
});
afterAll(async () => {
  await buildsServer.close();
  await apiServer.close();
});

function post(path: string, body: unknown, token?: string) {
  return fetch(`${buildsServer.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('builds over HTTP', () => {
  it('401 without a token or with an invalid one', async () => {
    const without = await post('/api/download-apk', { url: 'https://a.example', userId: 'x' });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
    expect((await post('/api/download-apk', {}, 'garbage')).status).toBe(401);
  });

  it('403 for an unverified email/password account, with the product message', async () => {
    const token = auth.signIn('unverified', { email_verified: false });
    const response = await post('/api/download-apk', { url: 'https://a.example', userId: 'unverified' }, token);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Please verify your email to continue. Check your inbox for a verification link.',
    );
  });

  it('400 with a clear message for a bad body', async () => {
    const token = auth.signIn('asha');
    const response = await post('/api/download-apk', { url: 'example.com', userId: 'asha' }, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'URL must start with http:// or https://' },
    });
  });

  it('200 with a download link the api function serves to a plain GET, then 429 after the limit', async () => {
    const token = auth.signIn('ravi', { firebase: { sign_in_provider: 'google.com' } });
    const response = await post(
      '/download-apk',
      { url: 'https://shop.example.com', 'app-name': 'Ravi Shop', userId: 'ravi', 'confirm-site': true },
      token,
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as { downloadUrl: string; size: number; fileName: string };
    expect(result.fileName).toBe('Ravi_Shop.apk');

    const head = await fetch(new URL(result.downloadUrl, apiServer.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(result.size));

    const download = await fetch(new URL(result.downloadUrl, apiServer.url));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Ravi_Shop.apk"');
    expect((await download.arrayBuffer()).byteLength).toBe(result.size);

    expect((await post('/api/download-apk', { url: 'https://shop.example.com', userId: 'ravi' }, token)).status).toBe(
      200,
    );
    const limited = await post('/api/download-apk', { url: 'https://shop.example.com', userId: 'ravi' }, token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(
      /limit of 2 free builds per hour/,
    );
  });

  it('answers CORS preflights for the configured origin', async () => {
    const response = await fetch(`${buildsServer.url}/api/download-apk`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('serves nothing but builds: downloads and health are the api function', async () => {
    expect((await fetch(`${buildsServer.url}/api/health`)).status).toBe(404);
  });
});
