import { verifiedCallable } from '../platform/callers/caller.js';
import { newEventId } from '../platform/event-ids.js';
import { newNotificationId } from '../platform/ids.js';
import type { FeedDeps } from '../notifications/feed-answer.js';
import { feedRequestHandler, newFeedState } from '../notifications/feed-function.js';
import {
  opsRevokeNotification as opsRevokeNotificationHandler,
  type RevokeNotificationDeps,
} from '../notifications/revoke-notification.js';
import {
  sendAppNotification as sendAppNotificationHandler,
  type NotificationDeps,
} from '../notifications/send-app-notification.js';
import { platform, siteReputation } from './platform.js';

// App notifications (docs/api.md "App notifications"): the composer's callable, the public feed, support's revocation.

function notificationDeps(): NotificationDeps {
  const { db, clock } = platform();
  return { db, clock, reputation: siteReputation, newNotificationId };
}

// One per instance of notificationFeed: its per-address limit of reports.
const feedState = newFeedState();

function feedDeps(): FeedDeps & ReturnType<typeof newFeedState> {
  const { db, clock } = platform();
  return { db, clock, ...feedState };
}

function revokeNotificationDeps(): RevokeNotificationDeps {
  const { db, clock } = platform();
  return { db, clock, newId: newEventId };
}

export const notificationFeed = feedRequestHandler(feedDeps);
export const sendAppNotification = verifiedCallable(notificationDeps, sendAppNotificationHandler);
export const opsRevokeNotification = verifiedCallable(revokeNotificationDeps, opsRevokeNotificationHandler);
