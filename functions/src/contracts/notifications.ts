import { count, definedOnly, fieldsOf, optionalNumber, text } from './record-fields.js';

// App notifications (docs/api.md "App notifications", docs/data-model.md `notifications`, docs/shell-contract.md
// "Notifications"): what the owner composes, the public feed the app polls, what the app reports. One definition for
// the callable, the feed function, the web composer and the tests; the shell's Java (FeedRules) reads the same id
// format, which android/test/feed-rules.test.ts holds equal by feeding it ids written here.

export const NOTIFICATION_TITLE_MAX_LENGTH = 65;
export const NOTIFICATION_TEXT_MAX_LENGTH = 240;
/** The link's length, like any address the product takes. */
export const NOTIFICATION_LINK_MAX_LENGTH = 2048;

/** Notifications one app may send per rolling 24 hours. */
export const NOTIFICATIONS_PER_DAY = 3;
/** Notifications one app may send per rolling 30 days on the free plan (the only plan that sends them today). */
export const NOTIFICATIONS_PER_MONTH_FREE = 20;
/** How far ahead "send at" may be. */
export const NOTIFICATION_SCHEDULE_MAX_DAYS = 30;

/** The feed answers the newest this many notifications. */
export const NOTIFICATIONS_FEED_SIZE = 20;
/**
 * A notification enters the feed this long after its time: a feed answer then never lacks a notification older than
 * one it shows (docs/architecture.md "Notification feed"), so an app that keeps the last id it showed misses none.
 */
export const NOTIFICATION_SETTLE_MS = 5_000;
/** The feed's caching (Hosting's CDN keeps it a minute: a million polling installs cost CDN hits, not function runs). */
export const FEED_CACHE_CONTROL = 'public, s-maxage=60';
/** An unknown or taken-down package's 404, cached briefly so a new app's first notification shows up soon. */
export const FEED_NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=60';

/** What the composer says about when a notification arrives: the app polls, so it is honest about the delay. */
export const NOTIFICATION_DELAY_SENTENCE = 'Delivered within about 15 minutes to an hour, when the phone is online.';
/** What the composer says about the limits. */
export const NOTIFICATION_LIMITS_SENTENCE = `Up to ${NOTIFICATIONS_PER_DAY} notifications per app per day and ${NOTIFICATIONS_PER_MONTH_FREE} per month on the free plan.`;

/** A notification's id: "n", its time in base 36 (9 digits, to the year 5188), 4 random base-36 characters. */
export const NOTIFICATION_ID_PATTERN = /^n[0-9a-z]{13}$/;

/**
 * The id of a notification that enters the feed at `atMs`: ids sort (as strings) in the order notifications enter the
 * feed, so "after this id" is a cursor. `random` is 4 base-36 characters (ties within one millisecond).
 */
export function notificationId(atMs: number, random: string): string {
  if (!/^[0-9a-z]{4}$/.test(random)) throw new Error('random must be 4 base-36 characters');
  return `n${Math.max(0, Math.floor(atMs)).toString(36).padStart(9, '0').slice(-9)}${random}`;
}

/** The feed's path on the web origin (Hosting rewrites it to the notificationFeed function). */
export const notificationFeedPath = (packageName: string): string =>
  `/api/apps/${encodeURIComponent(packageName)}/notifications`;

/** Where the app reports taps and fetches (POST, JSON NotificationReport). */
export const notificationReportPath = (packageName: string): string => `${notificationFeedPath(packageName)}/report`;

/** The feed URL an app polls, written into its assets/config.json at build time. */
export const notificationFeedUrl = (origin: string, packageName: string): string =>
  `${origin.replace(/\/+$/, '')}${notificationFeedPath(packageName)}`;

/** sendAppNotification's input. `sendAt`: milliseconds since the epoch or an ISO 8601 time; absent: now. */
export interface SendAppNotificationInput {
  packageName: string;
  title: string;
  text: string;
  link: string;
  sendAt?: number | string | null;
}

export interface SendAppNotificationResult {
  notificationId: string;
  /** When it enters the feed (the app shows it at its next poll after this). */
  sendAt: number;
  /** What the limits still allow for this app after this one. */
  leftToday: number;
  leftThisMonth: number;
}

/** The input fields a refusal can name (HttpsError details `{ field }`), for the composer to show it in place. */
export type NotificationField = keyof SendAppNotificationInput;

/** `notifications/{uid}/{packageKey}/{notificationId}`: the owner's history, read live (server-written only). */
export interface NotificationRecord {
  id: string;
  packageName: string;
  title: string;
  text: string;
  link: string;
  createdAt: number;
  /** When it enters the feed: the creation time, or the owner's "send at". */
  sendAt: number;
  /** Installs that fetched it and taps on it, as the apps reported them (random install ids, no personal data). */
  fetched: number;
  taps: number;
  /** Set when support took it out of the feed. */
  revokedAt?: number;
}

/** A history record as the owner's live listener reads it (docs/data-model.md "Reading records"); null when unusable. */
export function parseNotificationRecord(raw: unknown, id: string): NotificationRecord | null {
  const r = fieldsOf(raw);
  if (!r || typeof r.packageName !== 'string' || typeof r.title !== 'string' || typeof r.sendAt !== 'number')
    return null;
  return {
    id,
    packageName: r.packageName,
    title: r.title,
    text: text(r.text),
    link: text(r.link),
    createdAt: count(r.createdAt),
    sendAt: r.sendAt,
    fetched: Math.max(0, count(r.fetched)),
    taps: Math.max(0, count(r.taps)),
    ...definedOnly({ revokedAt: optionalNumber(r.revokedAt) }),
  };
}

/** One notification in the feed. */
export interface FeedItem {
  id: string;
  title: string;
  text: string;
  link: string;
}

/** The feed's answer: the newest NOTIFICATIONS_FEED_SIZE notifications after the cursor, oldest first. */
export interface FeedAnswer {
  items: FeedItem[];
}

/** `notificationFeeds/{packageKey}` (server-only): what the feed function answers from, one read per cache miss. */
export interface NotificationFeedRecord {
  uid: string;
  packageName: string;
  /** By notification id: the newest published ones and any scheduled for later. */
  items: Record<string, FeedItem & { at: number }>;
}

/** What the app reports: taps, and once a day the notifications it fetched, under a random install id. */
export interface NotificationReport {
  install: string;
  fetched?: string[];
  tapped?: string[];
}

/** A random install id as the app makes it (a UUID; anything in this alphabet and length is accepted). */
export const INSTALL_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Reports one install may send per rolling 24 hours for one app (taps come at the next poll, so a few a day). */
export const NOTIFICATION_REPORTS_PER_DAY = 12;
/** A report's body, at most. */
export const NOTIFICATION_REPORT_MAX_BYTES = 2048;

/** The limits' refusals, with the time until a slot frees. */
export const NOTIFICATION_MESSAGES = {
  dailyLimit: (retryAfterSeconds: number) =>
    `This app has sent ${NOTIFICATIONS_PER_DAY} notifications in the last 24 hours, the most allowed. Please try again in ${hoursText(retryAfterSeconds)}.`,
  monthlyLimit: (retryAfterSeconds: number) =>
    `This app has sent ${NOTIFICATIONS_PER_MONTH_FREE} notifications in the last 30 days, the most the free plan allows. Please try again in ${hoursText(retryAfterSeconds)}.`,
  brand: (brand: string) =>
    `Notifications that name ${brand} can only be sent by ${brand}'s own app. Please remove the name and try again.`,
  unknownApp: (packageName: string) =>
    `You have not built an app ${packageName} yet. Notifications go to apps you have built here.`,
  feedNotFound: 'There is no notification feed for this app.',
} as const;

function hoursText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? `${hours} hours` : `${Math.ceil(hours / 24)} days`;
}

/**
 * Whether a link is a page of the app's site, `hosts` as the app's config.json lists them: a registrable domain with
 * its subdomains, or "=host" for that host alone (docs/shell-contract.md "assets/config.json"). The app opens only
 * those pages inside itself.
 */
export function isLinkOnSite(link: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.replace(/\.$/, '').toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((entry) =>
    entry.startsWith('=') ? host === entry.slice(1) : host === entry || host.endsWith(`.${entry}`),
  );
}

/** The refusal of a link off the app's site, naming the site. */
export const linkOffSiteMessage = (hosts: readonly string[]): string =>
  `The link must be a page of ${hosts.map((host) => host.replace(/^=/, '')).join(' or ')}, the site your app shows.`;

/** opsRevokeNotification: support takes one notification out of its app's feed. */
export interface OpsRevokeNotificationInput {
  packageName: string;
  notificationId: string;
  /** Why, for the audit trail; 1..500 characters. */
  reason: string;
}

export interface OpsRevokeNotificationResult {
  auditId: string;
  /** When it was first taken out (a repeat answers the first time). */
  revokedAt: number;
}
