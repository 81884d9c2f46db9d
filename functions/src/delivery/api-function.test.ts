import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { serve } from '../__tests__/serve.js';
import { apiRequestHandler } from './api-function.js';

const downloads = buildDeps();
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  server = await serve(
    apiRequestHandler(
      () => ({ downloads }),
      () => ['http://localhost:5173'],
    ),
  );
});
afterAll(() => server.close());

describe('api over HTTP', () => {
  it('answers health', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers CORS preflights for the configured origin', async () => {
    const response = await fetch(`${server.url}/api/builds/b1/download`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('no longer serves builds or the frame check (each has its own function)', async () => {
    const build = await fetch(`${server.url}/api/download-apk`, { method: 'POST', body: '{}' });
    expect(build.status).toBe(404);
    expect((await fetch(`${server.url}/api/frame-check?url=https://a.example`)).status).toBe(404);
  });
});
