import { beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from '../harness/harness.js';
import { FIXTURE_RULES } from './fixture-rules.js';

/** The REST API as the product's tools and tests use it (GET, shallow GET, PUT, PATCH, DELETE, credentials). */
export function restCases(h: Harness): void {
  beforeEach(async () => {
    await h.setRules(FIXTURE_RULES);
    await h.clear();
  });

  describe('methods', () => {
    it('PUT, GET, PATCH and DELETE a location, echoing what was written', async () => {
      const put = await h.rest('scores/list/a', { method: 'PUT', body: { score: 1, tags: ['x', 'y'] } });
      expect(put.status).toBe(200);
      expect(await put.json()).toEqual({ score: 1, tags: ['x', 'y'] });
      await h.rest('scores/list/b', { method: 'PUT', body: { score: 2 } });
      const patch = await h.rest('scores/list/a', { method: 'PATCH', body: { score: 5, 'deep/er': true } });
      expect(await patch.json()).toEqual({ score: 5, 'deep/er': true });
      expect(await (await h.rest('scores/list/a')).json()).toEqual({ score: 5, tags: ['x', 'y'], deep: { er: true } });
      const deleted = await h.rest('scores/list/a', { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toBeNull();
      expect(await (await h.rest('scores/list')).json()).toEqual({ b: { score: 2 } });
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
      expect(await response.json()).toEqual({ error: 'Permission denied' });
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

  describe('shallow reads', () => {
    it('answer keys only: true for objects, the value for leaves', async () => {
      await h.rest('scores/list', {
        method: 'PUT',
        bearer: 'owner',
        body: { a: { score: 3, name: 'x' }, b: { score: 1 }, '7': 'leaf' },
      });
      expect(await (await h.rest('scores/list', { query: { shallow: 'true' } })).json()).toEqual({
        a: true,
        b: true,
        '7': 'leaf',
      });
    });
  });
}
