import { ref, set, update } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../harness/event-stream.js';
import type { EventStreamReader } from '../harness/event-stream.js';
import { eventually } from '../harness/events.js';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

const DENIED = '{\n  "error" : "Permission denied"\n}\n';

/** The REST API as curl users and tools see it. */
export function restCases(h: Harness): void {
  beforeEach(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
  });

  describe('methods', () => {
    it('PUT, GET, POST, PATCH and DELETE a location, echoing what was written', async () => {
      const put = await h.rest('scores/list/a', { method: 'PUT', body: { score: 1, tags: ['x', 'y'] } });
      expect(put.status).toBe(200);
      expect(await put.json()).toEqual({ score: 1, tags: ['x', 'y'] });
      const post = await h.rest('scores/list', { method: 'POST', body: { score: 2 } });
      const { name } = (await post.json()) as { name: string };
      expect(name).toMatch(/^[-0-9A-Za-z_]{20}$/);
      const second = (await (await h.rest('scores/list', { method: 'POST', body: { score: 3 } })).json()) as {
        name: string;
      };
      expect(second.name > name).toBe(true);
      const patch = await h.rest('scores/list/a', { method: 'PATCH', body: { score: 5, 'deep/er': true } });
      expect(await patch.json()).toEqual({ score: 5, 'deep/er': true });
      expect(await (await h.rest('scores/list/a')).json()).toEqual({ score: 5, tags: ['x', 'y'], deep: { er: true } });
      const deleted = await h.rest('scores/list/a', { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toBeNull();
      expect(Object.keys((await (await h.rest('scores/list')).json()) as object)).toEqual([name, second.name]);
      expect(await (await h.rest('scores/missing')).json()).toBeNull();
    });

    it('resolves server values in REST writes', async () => {
      const before = Date.now();
      await h.rest('scores/sv', { method: 'PUT', body: { at: { '.sv': 'timestamp' }, n: 5 } });
      const patched = await h.rest('scores/sv', { method: 'PATCH', body: { n: { '.sv': { increment: 2 } } } });
      expect(await patched.json()).toEqual({ n: 7 });
      const stored = (await (await h.rest('scores/sv')).json()) as { at: number; n: number };
      expect(stored.n).toBe(7);
      expect(stored.at).toBeGreaterThanOrEqual(before - 60_000);
    });

    it('tunnels methods through POST with X-HTTP-Method-Override', async () => {
      await h.rest('scores/o', { method: 'PUT', body: 1 });
      await h.rest('scores/o', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
      expect(await (await h.rest('scores/o')).json()).toBeNull();
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await h.rest('scores/bad', { method: 'PUT', text: '{ not json' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/Invalid data/);
    });
  });

  describe('credentials', () => {
    it('refuses an unauthenticated write to requests/x with 401 Permission denied, word for word', async () => {
      const response = await h.rest('requests/x', { method: 'PUT', body: { createdAt: 1, status: 'Queued' } });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe(DENIED);
    });

    it('identifies users by ?auth= and by Authorization: Bearer, and the owner by "owner"', async () => {
      const [ada, bob] = [await h.user(), await h.user()];
      const token = await ada.idToken();
      const created = await h.rest(`users/${ada.uid}`, { method: 'PUT', body: { email: ada.email }, auth: token });
      expect(created.status).toBe(200);
      expect(await (await h.rest(`users/${ada.uid}/email`, { bearer: token })).json()).toBe(ada.email);
      expect((await h.rest(`users/${bob.uid}`, { auth: token })).status).toBe(401);
      expect((await h.rest(`users/${ada.uid}`)).status).toBe(401);
      expect(await (await h.rest('private', { method: 'PUT', body: { x: 1 }, bearer: 'owner' })).json()).toEqual({
        x: 1,
      });
      expect(await (await h.rest('private', { auth: 'owner' })).json()).toEqual({ x: 1 });
    });
  });

  describe('reading options', () => {
    beforeEach(async () => {
      await h.rest('scores/list', {
        method: 'PUT',
        bearer: 'owner',
        body: {
          a: { score: 3, name: 'x' },
          b: { score: 1 },
          c: { score: 2 },
          d: { score: 2, '.priority': 5 },
          '7': 'leaf',
        },
      });
    });

    it('answers shallow=true with keys only', async () => {
      expect(await (await h.rest('scores/list', { query: { shallow: 'true' } })).json()).toEqual({
        a: true,
        b: true,
        c: true,
        d: true,
        '7': 'leaf',
      });
    });

    it('filters with orderBy and equalTo/startAt/endAt/limitToFirst/limitToLast', async () => {
      const keys = async (query: Record<string, string>) =>
        Object.keys((await (await h.rest('scores/list', { query })).json()) as object).sort();
      expect(await keys({ orderBy: '"score"', equalTo: '2' })).toEqual(['c', 'd']);
      expect(await keys({ orderBy: '"score"', startAt: '2' })).toEqual(['a', 'c', 'd']);
      expect(await keys({ orderBy: '"score"', endAt: '1' })).toEqual(['7', 'b']);
      expect(await keys({ orderBy: '"score"', limitToFirst: '2' })).toEqual(['7', 'b']);
      expect(await keys({ orderBy: '"score"', limitToLast: '1' })).toEqual(['a']);
      expect(await keys({ orderBy: '"$key"', startAt: '"b"', endAt: '"c"' })).toEqual(['b', 'c']);
      expect(await keys({ orderBy: '"$key"', limitToFirst: '1' })).toEqual(['7']);
      expect(await keys({ orderBy: '"$priority"', limitToLast: '1' })).toEqual(['d']);
      expect(await keys({ orderBy: '"$value"', equalTo: '"leaf"' })).toEqual(['7']);
    });

    it('answers 400 to a query without orderBy', async () => {
      expect((await h.rest('scores/list', { query: { limitToFirst: '1' } })).status).toBe(400);
    });

    it('prints pretty, prints nothing, and exports priorities on request', async () => {
      expect(await (await h.rest('scores/list/a', { query: { print: 'pretty' } })).text()).toBe(
        '{\n  "name" : "x",\n  "score" : 3\n}',
      );
      const silent = await h.rest('scores/list/a', { method: 'PUT', body: { score: 9 }, query: { print: 'silent' } });
      expect(silent.status).toBe(204);
      expect(await silent.text()).toBe('');
      expect(await (await h.rest('scores/list/d', { query: { format: 'export' } })).json()).toEqual({
        score: 2,
        '.priority': 5,
      });
    });

    it('supports ETags and conditional writes', async () => {
      const read = await h.rest('scores/list/b', { headers: { 'X-Firebase-ETag': 'true' } });
      const etag = read.headers.get('etag') as string;
      expect(etag).toBeTruthy();
      const stale = await h.rest('scores/list/b', {
        method: 'PUT',
        body: { score: 2 },
        headers: { 'if-match': 'not-it' },
      });
      expect(stale.status).toBe(412);
      expect(await stale.json()).toEqual({ score: 1 });
      expect(
        (await h.rest('scores/list/b', { method: 'PUT', body: { score: 2 }, headers: { 'if-match': etag } })).status,
      ).toBe(200);
    });
  });

  describe('streaming', () => {
    let stream: EventStreamReader | null = null;
    afterEach(() => stream?.close());

    it('sends the location, then put and patch events relative to it', async () => {
      await h.rest('scores/live', { method: 'PUT', body: { a: 1 } });
      stream = await openEventStream(h.restUrl('scores/live'));
      expect(stream.status).toBe(200);
      await eventually(() => expect(stream?.events[0]).toEqual({ event: 'put', data: { path: '/', data: { a: 1 } } }));
      const client = await h.web();
      await set(ref(client.db, 'scores/live/b'), { c: 2 });
      await update(ref(client.db, 'scores/live'), { a: 5, d: true });
      await h.rest('scores/live/a', { method: 'DELETE' });
      await eventually(() =>
        expect(stream?.events.slice(1)).toEqual([
          { event: 'put', data: { path: '/b', data: { c: 2 } } },
          { event: 'patch', data: { path: '/', data: { a: 5, d: true } } },
          { event: 'put', data: { path: '/a', data: null } },
        ]),
      );
    });

    it('refuses a stream the rules deny and cancels one when rules change', async () => {
      const denied = await openEventStream(h.restUrl('private'));
      expect(denied.status).toBe(401);
      const user = await h.user();
      stream = await openEventStream(h.restUrl(`users/${user.uid}`, { auth: await user.idToken() }));
      await eventually(() => expect(stream?.events).toEqual([{ event: 'put', data: { path: '/', data: null } }]));
      await h.setRules({ rules: {} });
      await eventually(() => expect(stream?.events.at(-1)).toEqual({ event: 'cancel', data: null }));
    });
  });
}
