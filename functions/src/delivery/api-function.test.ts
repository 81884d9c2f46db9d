import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { serve } from '../__tests__/serve.js';
import { apiRequestHandler } from './api-function.js';

const downloads = buildDeps();
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  server = await serve(
    apiRequestHandler(
      () => ({ downloads, appUrl: 'https://app.example' }),
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

  // docs/product.md "Download links": a browser opening a failed link lands on the app's page for it, not on JSON.
  describe('a refused link', () => {
    const expired = () =>
      downloads.tokens.sign({ uid: 'asha', target: { kind: 'build', buildId: 'b1' }, expiresAt: 1 });
    const page = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

    it("sends a browser to the app's page for it, saying why and what the link was for", async () => {
      const response = await fetch(`${server.url}/api/builds/b1/download?token=${expired()}`, {
        headers: page,
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('https://app.example/download-link?problem=expired&file=build');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('names the request of a file link, so the page can open it', async () => {
      const response = await fetch(`${server.url}/api/requests/r1/deliverables/d1/download?token=not.valid`, {
        headers: page,
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        'https://app.example/download-link?problem=invalid&file=deliverable&request=r1',
      );
    });

    it('keeps the JSON error for programmatic clients and download managers', async () => {
      for (const headers of [{ Accept: 'application/json' }, {}] as Array<Record<string, string>>) {
        const response = await fetch(`${server.url}/api/builds/b1/download?token=${expired()}`, {
          headers,
          redirect: 'manual',
        });
        expect(response.status).toBe(403);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('permission-denied');
      }
    });
  });
});
