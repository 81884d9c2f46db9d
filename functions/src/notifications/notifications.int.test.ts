import { describe, expect, it } from 'vitest';
import { call, db, freeBuild, newUser, STACK } from '../__tests__/stack.js';
import { CALLABLES } from '../contracts/callables.js';
import {
  FEED_CACHE_CONTROL,
  FEED_NOT_FOUND_CACHE_CONTROL,
  notificationFeedPath,
  notificationReportPath,
  type FeedAnswer,
  type NotificationRecord,
  type SendAppNotificationResult,
} from '../contracts/notifications.js';
import { packageKey } from '../contracts/package-key.js';
import { readZip } from '../engine/core/zip/zip-reader.js';

// On the running stack (docs/api.md "App notifications"): an app built through the builds function carries its feed;
// its owner composes a notification; the feed, through Hosting, shows it with its caching header; a fake app fetches
// it and reports a tap; the owner's live listener sees the figures change.
const feedUrl = (packageName: string, query = '') => `${STACK.hosting}${notificationFeedPath(packageName)}${query}`;

async function pollFeed(packageName: string, id: string): Promise<FeedAnswer> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = (await (await fetch(feedUrl(packageName))).json()) as FeedAnswer;
    if (answer.items.some((item) => item.id === id)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${id} never entered the feed of ${packageName}`);
}

describe('app notifications on the local stack', () => {
  it('compose, the feed shows it, a fake app fetches it and taps it, the figures update live', async () => {
    const owner = await newUser('notify-owner');
    const site = `https://www.notify${Date.now().toString(36)}.co.in/`;
    const build = await freeBuild(owner, { url: site, 'app-name': 'Notify Shop' });
    const { packageName } = build;
    // The APK carries its feed URL, on the web origin the functions were given (APP_URL).
    const apk = new Uint8Array(await (await fetch(`${STACK.hosting}${build.downloadUrl}`)).arrayBuffer());
    const config = JSON.parse(new TextDecoder().decode(readZip(apk).get('assets/config.json'))) as Record<
      string,
      unknown
    >;
    expect(config.notifications).toMatch(
      new RegExp(`^https?://[^/]+${notificationFeedPath(packageName).replace(/\./g, '\\.')}$`),
    );

    // Before any notification: an empty feed, cacheable.
    const empty = await fetch(feedUrl(packageName));
    expect([empty.status, empty.headers.get('cache-control')]).toEqual([200, FEED_CACHE_CONTROL]);
    expect(await empty.json()).toEqual({ items: [] });

    const sent = await call<SendAppNotificationResult>(
      CALLABLES.sendAppNotification,
      { packageName, title: 'Diwali sale', text: 'Everything 20% off.', link: `${site}sale` },
      owner.idToken,
    );
    if (!sent.ok) throw new Error(sent.message);
    const id = sent.result.notificationId;

    const feed = await pollFeed(packageName, id);
    expect(feed.items.find((item) => item.id === id)).toEqual({
      id,
      title: 'Diwali sale',
      text: 'Everything 20% off.',
      link: `${site}sale`,
    });
    const cached = await fetch(feedUrl(packageName));
    expect(cached.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
    expect(await (await fetch(feedUrl(packageName, `?after=${id}`))).json()).toEqual({ items: [] });

    // The owner's live listener, like the dashboard's.
    const path = `notifications/${owner.uid}/${packageKey(packageName)}/${id}`;
    const seen: NotificationRecord[] = [];
    const listener = db()
      .ref(path)
      .on('value', (snapshot) => {
        if (snapshot.exists()) seen.push(snapshot.val() as NotificationRecord);
      });
    try {
      // The listener has the record as sent before the app reports.
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(seen[0]).toMatchObject({ fetched: 0, taps: 0 });
      const report = await fetch(`${STACK.hosting}${notificationReportPath(packageName)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ install: '0b4c8a4e-6a2f-4d43-9c57-1f0e2d3c4b5a', fetched: [id], tapped: [id] }),
      });
      expect(await report.json()).toEqual({ counted: { fetched: 1, tapped: 1 } });
      await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toMatchObject({ fetched: 1, taps: 1 });
    } finally {
      db().ref(path).off('value', listener);
    }
  });

  it('refuses the 4th of a day, a link off the site and a past send time; 404 for an unknown app', async () => {
    const owner = await newUser('notify-limits');
    const site = `https://limits${Date.now().toString(36)}.example.in/`;
    const { packageName } = await freeBuild(owner, { url: site, 'app-name': 'Limits' });
    const send = (fields: Record<string, unknown> = {}) =>
      call(
        CALLABLES.sendAppNotification,
        { packageName, title: 'Sale', text: '', link: site, ...fields },
        owner.idToken,
      );
    expect(await send({ link: 'https://elsewhere.example/' })).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
    expect(await send({ sendAt: Date.now() - 3_600_000 })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'The send time is in the past. Choose a later time, or leave it empty to send now.',
    });
    for (let index = 0; index < 3; index += 1) expect((await send()).ok).toBe(true);
    expect(await send()).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED', httpStatus: 429 });

    const unknown = await fetch(feedUrl('com.nobody.built.app'));
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, FEED_NOT_FOUND_CACHE_CONTROL]);
  });
});
