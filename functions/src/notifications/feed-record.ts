import { notificationFeedRecordPath } from '../contracts/database-paths.js';
import {
  NOTIFICATION_SETTLE_MS,
  NOTIFICATIONS_FEED_SIZE,
  type FeedItem,
  type NotificationFeedRecord,
} from '../contracts/notifications.js';
import type { Db } from '../platform/db.js';

type StoredItem = FeedItem & { at: number };

/**
 * What the feed answers at `nowMs` after the cursor `after` (docs/api.md "App notifications"): the newest
 * NOTIFICATIONS_FEED_SIZE notifications whose time has come (NOTIFICATION_SETTLE_MS ago, so none older than one it
 * shows can still appear), oldest first, those after `after` only. Ids sort in feed order (contracts/notifications.ts).
 */
export function feedItems(record: NotificationFeedRecord | null, nowMs: number, after: string | null): FeedItem[] {
  const due = Object.values(record?.items ?? {})
    .filter((item) => item.at <= nowMs - NOTIFICATION_SETTLE_MS)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(-NOTIFICATIONS_FEED_SIZE);
  return due
    .filter((item) => after === null || item.id > after)
    .map(({ id, title, text, link }) => ({ id, title, text, link }));
}

/** The record keeps what the feed can still answer: every notification still to come and the newest due ones. */
function pruned(items: Record<string, StoredItem>, nowMs: number): Record<string, StoredItem> {
  const all = Object.values(items);
  const due = all.filter((item) => item.at <= nowMs).sort((a, b) => (a.id < b.id ? 1 : -1));
  const kept = [...all.filter((item) => item.at > nowMs), ...due.slice(0, NOTIFICATIONS_FEED_SIZE)];
  return Object.fromEntries(kept.map((item) => [item.id, item]));
}

/** Adds a notification to its app's feed record, in a transaction (concurrent sends both land). */
export async function addToFeed(
  db: Db,
  app: { packageKey: string; packageName: string; uid: string },
  item: StoredItem,
  nowMs: number,
): Promise<void> {
  await db.transaction<NotificationFeedRecord>(notificationFeedRecordPath(app.packageKey), (current) => ({
    uid: app.uid,
    packageName: app.packageName,
    items: pruned({ ...(current?.items ?? {}), [item.id]: item }, nowMs),
  }));
}

/** Takes a notification out of its app's feed (support's revocation); false when it was not in it. */
export async function removeFromFeed(db: Db, packageKey: string, id: string): Promise<boolean> {
  let removed = false;
  await db.transaction<NotificationFeedRecord>(notificationFeedRecordPath(packageKey), (current) => {
    removed = Boolean(current?.items?.[id]);
    if (!current || !removed) return current;
    const items = { ...current.items };
    delete items[id];
    return { ...current, items };
  });
  return removed;
}
