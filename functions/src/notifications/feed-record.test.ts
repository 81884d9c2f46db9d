import { describe, expect, it } from 'vitest';
import { NOW } from '../__tests__/fixtures.js';
import {
  NOTIFICATION_SETTLE_MS,
  NOTIFICATIONS_FEED_SIZE,
  notificationId,
  type NotificationFeedRecord,
} from '../contracts/notifications.js';
import { feedItems } from './feed-record.js';

const item = (at: number, random = '0000') => {
  const id = notificationId(at, random);
  return { id, title: id, text: '', link: 'https://shop.example/', at };
};
const record = (...items: ReturnType<typeof item>[]): NotificationFeedRecord => ({
  uid: 'asha',
  packageName: 'in.shop.app',
  items: Object.fromEntries(items.map((entry) => [entry.id, entry])),
});
const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('feedItems', () => {
  it('shows a notification once its time has come and settled, never a scheduled one early', () => {
    const due = item(NOW - NOTIFICATION_SETTLE_MS);
    const settling = item(NOW - NOTIFICATION_SETTLE_MS + 1);
    const scheduled = item(NOW + 3_600_000);
    expect(ids(feedItems(record(scheduled, settling, due), NOW, null))).toEqual([due.id]);
    expect(ids(feedItems(record(scheduled, settling, due), NOW + 3_600_000 + NOTIFICATION_SETTLE_MS, null))).toEqual([
      due.id,
      settling.id,
      scheduled.id,
    ]);
  });

  it('answers the newest 20 oldest first, and after a cursor only what is newer', () => {
    const all = Array.from({ length: NOTIFICATIONS_FEED_SIZE + 3 }, (_, index) => item(NOW - 100_000 + index * 10));
    const answer = feedItems(record(...all.reverse()), NOW, null);
    const newest = all.slice(0, NOTIFICATIONS_FEED_SIZE).reverse();
    expect(ids(answer)).toEqual(ids(newest));
    expect(ids(feedItems(record(...all), NOW, newest[17]!.id))).toEqual(ids(newest.slice(18)));
    // A cursor older than the window still gets the window, not more.
    expect(feedItems(record(...all), NOW, notificationId(0, '0000'))).toHaveLength(NOTIFICATIONS_FEED_SIZE);
    expect(feedItems(null, NOW, null)).toEqual([]);
  });

  it('orders notifications of the same millisecond by the rest of their id', () => {
    const a = item(NOW - 60_000, '0001');
    const b = item(NOW - 60_000, '000z');
    expect(ids(feedItems(record(b, a), NOW, null))).toEqual([a.id, b.id]);
    expect(ids(feedItems(record(b, a), NOW, a.id))).toEqual([b.id]);
  });
});
