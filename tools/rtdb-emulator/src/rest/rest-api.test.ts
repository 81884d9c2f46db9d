import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRtdbEmulator } from '../server.js';
import type { RtdbEmulator } from '../emulator-options.js';

/** REST behaviour of the real service that the conformance suite does not pin down (it may differ in the official emulator). */
describe('REST API details', () => {
  let emulator: RtdbEmulator;
  const call = (path: string, init: RequestInit = {}) => fetch(`${emulator.url}${path}`, init);
  beforeAll(async () => {
    emulator = await startRtdbEmulator({
      port: 0,
      rules: { rules: { '.read': true, '.write': true, indexed: { '.indexOn': ['n', '.value'] } } },
    });
    await call('/indexed.json', { method: 'PUT', body: JSON.stringify({ a: { n: 2 }, b: { n: 1 } }) });
    await call('/plain.json', { method: 'PUT', body: JSON.stringify({ a: { n: 2 }, b: { n: 1 } }) });
  });
  afterAll(() => emulator.stop());

  it('refuses child and value orderings without .indexOn, like the real service', async () => {
    const unindexed = await call('/plain.json?orderBy="n"&limitToFirst=1');
    expect(unindexed.status).toBe(400);
    expect(await unindexed.text()).toBe(
      '{\n  "error" : "Index not defined, add \\".indexOn\\": \\"n\\", for path \\"/plain\\", to the rules"\n}\n',
    );
    expect((await call('/plain.json?orderBy="$value"')).status).toBe(400);
    expect(await (await call('/indexed.json?orderBy="n"&limitToFirst=1')).json()).toEqual({ b: { n: 1 } });
    expect((await call('/plain.json?orderBy="$key"&limitToFirst=1')).status).toBe(200);
  });

  it('refuses invalid paths and non-JSON locations', async () => {
    expect((await call('/a$b.json')).status).toBe(400);
    expect((await call('/a%2Eb.json')).status).toBe(400);
    expect((await call('/no-suffix')).status).toBe(404);
    expect((await call('/x.json?ns=bad%20name')).status).toBe(400);
  });

  it('answers 401 with the real message to a token that does not parse', async () => {
    const response = await call('/indexed.json?auth=garbage');
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('{\n  "error" : "Could not parse auth token."\n}\n');
  });

  it('allows browsers in with CORS', async () => {
    const preflight = await call('/indexed.json', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5000', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('answers rules in strict JSON on request', async () => {
    const response = await call('/.settings/rules.json?format=strict', { headers: { Authorization: 'Bearer owner' } });
    expect(await response.json()).toEqual({
      rules: { '.read': true, '.write': true, indexed: { '.indexOn': ['n', '.value'] } },
    });
  });

  it('rejects overlapping PATCH paths and unknown methods', async () => {
    expect((await call('/plain.json', { method: 'PATCH', body: JSON.stringify({ a: 1, 'a/b': 2 }) })).status).toBe(400);
    expect((await call('/plain.json', { method: 'PROPFIND' })).status).toBe(405);
  });
});
