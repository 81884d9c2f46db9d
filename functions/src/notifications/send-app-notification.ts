import { notificationPath, notificationRateLimitPath } from '../contracts/database-paths.js';
import {
  isLinkOnSite,
  linkOffSiteMessage,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PER_DAY,
  NOTIFICATIONS_PER_MONTH_FREE,
  type NotificationRecord,
  type SendAppNotificationResult,
} from '../contracts/notifications.js';
import { refuseRevokedAccount } from '../platform/callers/revoked-account.js';
import type { SiteReputation } from '../abuse/site-reputation.js';
import type { Caller } from '../platform/callers/caller.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { rateLimited } from '../platform/http/errors.js';
import { takeLimitsSlot } from '../platform/sliding-window.js';
import * as logs from './notification-logs.js';
import { addToFeed } from './feed-record.js';
import { ownedApp, type OwnedApp } from './owned-app.js';
import { fieldError, parseNotificationInput, type NotificationInput } from './parse-notification.js';

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  /** The brand check builds pass (abuse/site-reputation.ts), here on the title and the text. */
  reputation: SiteReputation;
  /** A notification id for the time it enters the feed (platform/ids.ts newNotificationId). */
  newNotificationId: (atMs: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link must be on the app's site, and https unless the site itself is http (the app refuses cleartext elsewhere). */
function checkLink(app: OwnedApp, link: string): void {
  if (!isLinkOnSite(link, app.hosts)) throw fieldError('link', linkOffSiteMessage(app.hosts));
  if (link.startsWith('http:') && !app.siteUrl.startsWith('http:'))
    throw fieldError('link', 'The link must start with https://, like your site.');
}

/** Like a build's name: a protected brand may be named only from that brand's own site (docs/api.md "Abuse controls"). */
async function checkBrands(deps: NotificationDeps, app: OwnedApp, input: NotificationInput): Promise<void> {
  for (const field of ['title', 'text'] as const) {
    if (!input[field]) continue;
    const verdict = await deps.reputation.check({ url: app.siteUrl, appName: input[field], packageName: '' });
    if (!verdict.allowed) {
      logs.notificationRefused(app.packageName, verdict.reason);
      throw fieldError(field, NOTIFICATION_MESSAGES.brand(verdict.brand), 'permission-denied');
    }
  }
}

/**
 * sendAppNotification({ packageName, title, text, link, sendAt? }) (docs/api.md): checks every field, that the app is
 * the caller's and the link on its site, the brand check and the account's standing, then takes a slot of the app's
 * limits (NOTIFICATIONS_PER_DAY, NOTIFICATIONS_PER_MONTH_FREE), puts the notification in the app's feed and the
 * owner's history. Nothing is written for a refusal.
 */
export async function sendAppNotification(
  deps: NotificationDeps,
  caller: Caller,
  data: unknown,
): Promise<SendAppNotificationResult> {
  const now = deps.clock.now();
  const input = parseNotificationInput(data, now);
  await refuseRevokedAccount(deps.db, caller.uid);
  const app = await ownedApp(deps.db, caller.uid, input.packageName);
  checkLink(app, input.link);
  await checkBrands(deps, app, input);
  const slot = await takeLimitsSlot(
    deps.db,
    notificationRateLimitPath(app.packageKey),
    [
      { limit: NOTIFICATIONS_PER_DAY, windowMs: DAY_MS },
      { limit: NOTIFICATIONS_PER_MONTH_FREE, windowMs: 30 * DAY_MS },
    ],
    now,
  );
  if (!slot.taken) {
    logs.notificationRateLimited(app.packageName, slot.refusedBy === 0 ? 'day' : 'month');
    const message = slot.refusedBy === 0 ? NOTIFICATION_MESSAGES.dailyLimit : NOTIFICATION_MESSAGES.monthlyLimit;
    throw rateLimited(message(slot.retryAfterSeconds), slot.retryAfterSeconds);
  }
  const sendAt = input.sendAt ?? now;
  const id = deps.newNotificationId(sendAt);
  const { title, text, link } = input;
  await addToFeed(deps.db, { ...app, uid: caller.uid }, { id, title, text, link, at: sendAt }, now);
  const record: NotificationRecord = {
    id,
    packageName: app.packageName,
    title,
    text,
    link,
    createdAt: now,
    sendAt,
    fetched: 0,
    taps: 0,
  };
  await deps.db.set(notificationPath(caller.uid, app.packageKey, id), record);
  logs.notificationSent(app.packageName, id, sendAt > now);
  return { notificationId: id, sendAt, leftToday: slot.left[0] ?? 0, leftThisMonth: slot.left[1] ?? 0 };
}
