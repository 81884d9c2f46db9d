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

  it('refuses REST queries and output options instead of ignoring them', async () => {
    for (const query of ['orderBy="n"&limitToFirst=1', 'print=pretty', 'format=export']) {
      const response = await call(`/indexed.json?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'REST queries and output options are not supported by this emulator',
      });
    }
  });

  it('answers shallow reads with the keys only', async () => {
    expect(await (await call('/indexed.json?shallow=true')).json()).toEqual({ a: true, b: true });
    expect(await (await call('/indexed/a/n.json?shallow=true')).json()).toBe(2);
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
    expect(await response.json()).toEqual({ error: 'Could not parse auth token.' });
  });

  it('lets a page of another origin read (the web app reads the plan catalog this way)', async () => {
    const response = await call('/indexed.json', { headers: { Origin: 'http://localhost:5000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('rejects overlapping PATCH paths and methods it does not serve', async () => {
    expect((await call('/plain.json', { method: 'PATCH', body: JSON.stringify({ a: 1, 'a/b': 2 }) })).status).toBe(400);
    for (const method of ['POST', 'OPTIONS', 'PROPFIND'])
      expect((await call('/plain.json', { method })).status).toBe(405);
  });
});
