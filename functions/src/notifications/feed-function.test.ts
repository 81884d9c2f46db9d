import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { serve } from '../__tests__/serve.js';
import {
  FEED_CACHE_CONTROL,
  FEED_NOT_FOUND_CACHE_CONTROL,
  NOTIFICATION_LINK_MAX_LENGTH,
  NOTIFICATION_SETTLE_MS,
  NOTIFICATION_TEXT_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATIONS_FEED_SIZE,
  notificationFeedPath,
  notificationReportPath,
  type FeedAnswer,
} from '../contracts/notifications.js';
import { WindowLimiter } from '../platform/window-limiter.js';
import { notification, notificationSetup, SHOP, SHOP_KEY } from './__tests__/notification-setup.js';
import { feedRequestHandler } from './feed-function.js';
import { sendAppNotification } from './send-app-notification.js';

const deps = { ...notificationSetup(), perAddress: new WindowLimiter(1000, 60_000) };
const asha = caller('asha');
let server: Awaited<ReturnType<typeof serve>>;
const sent: string[] = [];

beforeAll(async () => {
  server = await serve(feedRequestHandler(() => deps));
  for (let index = 0; index < 3; index += 1) {
    sent.push((await sendAppNotification(deps, asha, notification({ title: `Sale ${index}` }))).notificationId);
    deps.clock.advance(1000);
  }
  deps.clock.advance(NOTIFICATION_SETTLE_MS);
});
afterAll(() => server.close());

const feed = (packageName: string, query = '') => fetch(`${server.url}${notificationFeedPath(packageName)}${query}`);

describe('the notification feed over HTTP', () => {
  it('answers the newest notifications, oldest first, tiny and cacheable by the CDN', async () => {
    const response = await feed(SHOP);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as FeedAnswer;
    expect(body.items.map((item) => item.title)).toEqual(['Sale 0', 'Sale 1', 'Sale 2']);
    expect(body.items[0]).toEqual({
      id: sent[0],
      title: 'Sale 0',
      text: 'Everything 20% off until Sunday.',
      link: 'https://www.example.co.in/sale',
    });
  });

  it('answers only what comes after the cursor', async () => {
    const body = (await (await feed(SHOP, `?after=${sent[1]}`)).json()) as FeedAnswer;
    expect(body.items.map((item) => item.id)).toEqual([sent[2]]);
    expect(((await (await feed(SHOP, `?after=${sent[2]}`)).json()) as FeedAnswer).items).toEqual([]);
    const bad = await feed(SHOP, '?after=..%2F..%2Fx');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404, cached briefly, for an unknown package, a malformed one and a revoked account', async () => {
    for (const name of ['com.never.built', 'not a package', 'com..empty', 'a']) {
      const response = await feed(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('cache-control')).toBe(FEED_NOT_FOUND_CACHE_CONTROL);
      expect(await response.json()).toEqual({
        error: { code: 'not-found', message: 'There is no notification feed for this app.' },
      });
    }
    // An app built but without notifications yet: an empty feed, not a 404.
    expect(await (await feed('in.ravi.app')).json()).toEqual({ items: [] });
    deps.db.write('revocations/ravi', { revokedAt: 1, reason: 'phishing', actorUid: 'sam' });
    expect((await feed('in.ravi.app')).status).toBe(404);
  });

  it('stays small: 20 notifications at every limit are under 60 KB, three typical ones under 600 bytes', async () => {
    const big = { ...notificationSetup(), perAddress: new WindowLimiter(1000, 60_000) };
    const items = Object.fromEntries(
      Array.from({ length: NOTIFICATIONS_FEED_SIZE + 5 }, (_, index) => {
        const id = `n${(NOW + index).toString(36).padStart(9, '0')}0000`;
        const link = `https://www.example.co.in/${'p'.repeat(NOTIFICATION_LINK_MAX_LENGTH - 26)}`;
        const text = 'é'.repeat(NOTIFICATION_TEXT_MAX_LENGTH);
        return [id, { id, title: 'T'.repeat(NOTIFICATION_TITLE_MAX_LENGTH), text, link, at: NOW - 60_000 }];
      }),
    );
    big.db.write(`notificationFeeds/${SHOP_KEY}`, { uid: 'asha', packageName: SHOP, items });
    const local = await serve(feedRequestHandler(() => big));
    try {
      const body = await (await fetch(`${local.url}${notificationFeedPath(SHOP)}`)).text();
      expect((JSON.parse(body) as FeedAnswer).items).toHaveLength(NOTIFICATIONS_FEED_SIZE);
      expect(Buffer.byteLength(body)).toBeLessThan(60 * 1024);
    } finally {
      await local.close();
    }
    const typical = await (await feed(SHOP)).text();
    expect(Buffer.byteLength(typical)).toBeLessThan(600);
  });

  it('takes reports: each install counts once per notification, retries change nothing, figures land on the history', async () => {
    const report = (body: unknown, forwardedFor = '203.0.113.9') =>
      fetch(`${server.url}${notificationReportPath(SHOP)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify(body),
      });
    const install = '6f1c1a3e-9d5b-4f2a-8a7e-0c1d2e3f4a5b';
    const first = await report({ install, fetched: [sent[0], sent[1]], tapped: [sent[1]] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ counted: { fetched: 2, tapped: 1 } });
    // The same report again (its answer was lost): nothing more is counted.
    expect(await (await report({ install, fetched: [sent[0], sent[1]], tapped: [sent[1]] })).json()).toEqual({
      counted: { fetched: 0, tapped: 0 },
    });
    await report({ install: 'another-install-id-0001', fetched: [sent[1], 'n000000000zzzz'] });
    const record = (id: string) => deps.db.read(`notifications/asha/${SHOP_KEY}/${id}`) as Record<string, number>;
    expect([record(sent[0]!).fetched, record(sent[0]!).taps]).toEqual([1, 0]);
    expect([record(sent[1]!).fetched, record(sent[1]!).taps]).toEqual([2, 1]);
    // The install is kept only as a hash, with the ids it was counted for.
    expect(JSON.stringify(deps.db.read('notificationInstalls'))).not.toContain(install);
  });

  it('refuses malformed reports, too many from one install, and reports for unknown apps', async () => {
    const post = (packageName: string, body: string) =>
      fetch(`${server.url}${notificationReportPath(packageName)}`, { method: 'POST', body });
    for (const body of [
      'not json',
      '{}',
      '{"install":"short"}',
      JSON.stringify({ install: 'x'.repeat(20), fetched: ['../x'] }),
      JSON.stringify({ install: 'x'.repeat(20), tapped: Array(21).fill(sent[0]) }),
      JSON.stringify({ install: 'x'.repeat(20), pad: 'p'.repeat(3000) }),
    ]) {
      expect((await post(SHOP, body)).status, body.slice(0, 40)).toBe(400);
    }
    expect((await post('com.never.built', JSON.stringify({ install: 'x'.repeat(20) }))).status).toBe(404);
    const statuses: number[] = [];
    for (let index = 0; index < 14; index += 1)
      statuses.push((await post(SHOP, JSON.stringify({ install: 'busy-install-0000', tapped: [sent[2]] }))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429]);
    expect((deps.db.read(`notifications/asha/${SHOP_KEY}/${sent[2]}`) as { taps: number }).taps).toBe(1);
  });
});
