import { notificationFeedRecordPath, packageClaimPath } from '../contracts/database-paths.js';
import {
  FEED_CACHE_CONTROL,
  FEED_NOT_FOUND_CACHE_CONTROL,
  NOTIFICATION_ID_PATTERN,
  NOTIFICATION_MESSAGES,
  type FeedAnswer,
  type NotificationFeedRecord,
} from '../contracts/notifications.js';
import { packageKey } from '../contracts/package-key.js';
import { packageNameProblem } from '../contracts/package-name.js';
import type { PackageClaim } from '../contracts/packages.js';
import { revocationOf } from '../platform/callers/revoked-account.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { errorBody } from '../platform/http/errors.js';
import { json, type ApiResult } from '../platform/http/types.js';
import { feedItems } from './feed-record.js';

export interface FeedDeps {
  db: Db;
  clock: Clock;
}

/** An app the feed serves: its record (null before its first notification) and its owner, who is not revoked. */
export interface LiveFeed {
  key: string;
  uid: string;
  record: NotificationFeedRecord | null;
}

/**
 * The feed of a package, or null when the package is unknown, its account revoked or deleted (docs/api.md
 * "Notification feed"). One read for an app with notifications, two for one without, plus the revocation.
 */
export async function liveFeed(db: Db, packageName: string): Promise<LiveFeed | null> {
  if (packageNameProblem(packageName) !== null) return null;
  const key = packageKey(packageName);
  const record = await db.get<NotificationFeedRecord>(notificationFeedRecordPath(key));
  const uid = record?.uid ?? (await db.get<PackageClaim>(packageClaimPath(key)))?.uid;
  if (!uid || (await revocationOf(db, uid))) return null;
  return { key, uid, record };
}

export const feedNotFound = (): ApiResult =>
  json(404, errorBody('not-found', NOTIFICATION_MESSAGES.feedNotFound), {
    'Cache-Control': FEED_NOT_FOUND_CACHE_CONTROL,
  });

/**
 * GET /api/apps/{packageName}/notifications?after={id}: public and cacheable (Hosting's CDN keeps it a minute), so a
 * million installs polling cost CDN hits and at most one function run per minute per cursor.
 */
export async function feedAnswer(deps: FeedDeps, packageName: string, after: string | null): Promise<ApiResult> {
  if (after !== null && !NOTIFICATION_ID_PATTERN.test(after)) {
    return json(400, errorBody('invalid-argument', 'after must be the id of a notification.'));
  }
  const feed = await liveFeed(deps.db, packageName);
  if (!feed) return feedNotFound();
  const answer: FeedAnswer = { items: feedItems(feed.record, deps.clock.now(), after) };
  return json(200, answer, { 'Cache-Control': FEED_CACHE_CONTROL });
}
