import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../__tests__/fixtures.js';
import { rateLimited } from './errors.js';
import { apiRelativePath, createRouter, type Route } from './router.js';
import { json } from './types.js';

const routes: Route[] = [
  { method: 'GET', path: '/health', handler: async () => json(200, { ok: true }) },
  { method: 'GET', path: '/builds/:buildId/download', handler: async (_request, params) => json(200, params) },
  { method: 'POST', path: '/download-apk', handler: async (request) => json(200, { got: request.rawBody.toString() }) },
  {
    method: 'POST',
    path: '/fail/:kind',
    handler: async (_request, params) => {
      if (params.kind === 'denied') throw new HttpsError('permission-denied', 'Not yours.');
      if (params.kind === 'limited') throw rateLimited('Slow down.', 42.2);
      if (params.kind === 'precondition') throw new HttpsError('failed-precondition', 'Custom plan.');
      throw new Error('boom');
    },
  },
];

function router(onUnexpectedError = vi.fn()) {
  return {
    route: createRouter(routes, { allowedOrigins: ['https://apkforge.web.app'], onUnexpectedError }),
    onUnexpectedError,
  };
}

describe('apiRelativePath', () => {
  it.each([
    ['/api/download-apk', '/download-apk'],
    ['/download-apk', '/download-apk'],
    ['/api', '/'],
    ['/api/', '/'],
    ['/apiary', '/apiary'],
    ['/api/builds/x/download/', '/builds/x/download'],
  ])('%s -> %s', (path, expected) => {
    expect(apiRelativePath(path)).toBe(expected);
  });
});

describe('createRouter', () => {
  it('routes with or without the /api prefix and decodes params', async () => {
    const { route } = router();
    expect(await route(apiRequest({ path: '/api/health' }))).toMatchObject({ status: 200, json: { ok: true } });
    expect(await route(apiRequest({ path: '/health' }))).toMatchObject({ status: 200 });
    expect(await route(apiRequest({ path: '/api/builds/b%201/download' }))).toMatchObject({ json: { buildId: 'b 1' } });
    expect(await route(apiRequest({ method: 'HEAD', path: '/api/health' }))).toMatchObject({ status: 200 });
  });

  it('answers 404 for unknown paths and 405 with Allow for the wrong method', async () => {
    const { route } = router();
    expect(await route(apiRequest({ path: '/api/nothing' }))).toMatchObject({
      status: 404,
      json: { error: { code: 'not-found' } },
    });
    expect(await route(apiRequest({ path: '/api/download-apk' }))).toMatchObject({
      status: 405,
      headers: { Allow: 'POST, OPTIONS' },
    });
  });

  it('maps HttpsError codes to statuses and the { error: { code, message } } body', async () => {
    const { route } = router();
    expect(await route(apiRequest({ method: 'POST', path: '/fail/denied' }))).toMatchObject({
      status: 403,
      json: { error: { code: 'permission-denied', message: 'Not yours.' } },
    });
    expect(await route(apiRequest({ method: 'POST', path: '/fail/precondition' }))).toMatchObject({ status: 400 });
    expect(await route(apiRequest({ method: 'POST', path: '/fail/limited' }))).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '43' },
      json: { error: { code: 'resource-exhausted', message: 'Slow down.' } },
    });
  });

  it('hides unexpected errors behind a 500 and reports them', async () => {
    const { route, onUnexpectedError } = router();
    const result = await route(apiRequest({ method: 'POST', path: '/fail/other' }));
    expect(result).toMatchObject({ status: 500, json: { error: { code: 'internal' } } });
    expect(JSON.stringify(result)).not.toContain('boom');
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('adds CORS headers for allowed origins only', async () => {
    const { route } = router();
    const allowed = await route(apiRequest({ path: '/health', headers: { origin: 'https://apkforge.web.app' } }));
    expect(allowed.headers).toMatchObject({
      'Access-Control-Allow-Origin': 'https://apkforge.web.app',
      Vary: 'Origin',
    });
    const other = await route(apiRequest({ path: '/health', headers: { origin: 'https://evil.example' } }));
    expect(other.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('answers preflight requests', async () => {
    const { route } = router();
    const preflight = await route(
      apiRequest({ method: 'OPTIONS', path: '/api/download-apk', headers: { origin: 'https://apkforge.web.app' } }),
    );
    expect(preflight).toMatchObject({
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': 'https://apkforge.web.app',
        'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      },
    });
    const refused = await route(
      apiRequest({ method: 'OPTIONS', path: '/api/download-apk', headers: { origin: 'https://evil.example' } }),
    );
    expect(refused.headers?.['Access-Control-Allow-Origin']).toBeUndefined();
  });
});
