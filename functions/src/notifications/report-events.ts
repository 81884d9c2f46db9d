import { createHash } from 'node:crypto';
import { notificationInstallPath, notificationPath } from '../contracts/database-paths.js';
import {
  INSTALL_ID_PATTERN,
  NOTIFICATION_ID_PATTERN,
  NOTIFICATION_REPORT_MAX_BYTES,
  NOTIFICATION_REPORTS_PER_DAY,
  NOTIFICATIONS_FEED_SIZE,
  type NotificationReport,
} from '../contracts/notifications.js';
import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { errorBody } from '../platform/http/errors.js';
import { json, type ApiResult } from '../platform/http/types.js';
import type { WindowLimiter } from '../platform/window-limiter.js';
import { feedNotFound, liveFeed } from './feed-answer.js';
import * as logs from './notification-logs.js';

export interface ReportDeps {
  db: Db;
  clock: Clock;
  /** Per client address, per instance: what one address may send (installs behind one carrier NAT share it). */
  perAddress: WindowLimiter;
}

/** `notificationInstalls/{packageKey}/{installKey}`: one install's reports for one app (server-only). */
interface InstallRecord {
  /** Report times of the last 24 hours. */
  times?: number[] | Record<string, number>;
  /** Space-separated ids this install was already counted for, within the feed's window. */
  fetched?: string;
  tapped?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const invalid = (message: string) => json(400, errorBody('invalid-argument', message));

function ids(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > NOTIFICATIONS_FEED_SIZE) return null;
  return value.every((id) => typeof id === 'string' && NOTIFICATION_ID_PATTERN.test(id)) ? [...new Set(value)] : null;
}

function parseReport(body: Buffer): Required<NotificationReport> | string {
  if (body.length > NOTIFICATION_REPORT_MAX_BYTES) return 'The report is too large.';
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    return 'The report must be JSON.';
  }
  const report = (data ?? {}) as Record<string, unknown>;
  if (typeof report.install !== 'string' || !INSTALL_ID_PATTERN.test(report.install))
    return 'install must be the app install id.';
  const fetched = ids(report.fetched);
  const tapped = ids(report.tapped);
  if (!fetched || !tapped)
    return `fetched and tapped must be lists of at most ${NOTIFICATIONS_FEED_SIZE} notification ids.`;
  return { install: report.install, fetched, tapped };
}

const listOf = (value: string | undefined) => (value ? value.split(' ') : []);

/**
 * POST /api/apps/{packageName}/notifications/report, from the app (docs/shell-contract.md "Notifications"): a random
 * install id (kept only as a hash), the notifications it fetched and those tapped. Each install counts once per
 * notification for each, so a report sent again after a lost answer changes nothing; ids not in the app's feed are
 * ignored. NOTIFICATION_REPORTS_PER_DAY per install, and a per-address limit per instance.
 */
export async function reportEvents(
  deps: ReportDeps,
  packageName: string,
  address: string,
  body: Buffer,
): Promise<ApiResult> {
  const now = deps.clock.now();
  const retryAfter = deps.perAddress.take(address, now);
  if (retryAfter > 0) {
    return json(429, errorBody('resource-exhausted', 'Too many reports. Please try again later.'), {
      'Retry-After': String(retryAfter),
    });
  }
  const report = parseReport(body);
  if (typeof report === 'string') return invalid(report);
  const feed = await liveFeed(deps.db, packageName);
  if (!feed) return feedNotFound();
  const window = new Set(Object.keys(feed.record?.items ?? {}));
  const installKey = createHash('sha256').update(report.install).digest('base64url').slice(0, 22);
  const added = { fetched: [] as string[], tapped: [] as string[], limited: false };
  await deps.db.transaction<InstallRecord>(notificationInstallPath(feed.key, installKey), (current) => {
    const times = Object.values(current?.times ?? {}).filter((time) => time > now - DAY_MS);
    added.limited = times.length >= NOTIFICATION_REPORTS_PER_DAY;
    if (added.limited) return current;
    const next: InstallRecord = { times: [...times, now] };
    for (const kind of ['fetched', 'tapped'] as const) {
      const counted = listOf(current?.[kind]).filter((id) => window.has(id));
      added[kind] = report[kind].filter((id) => window.has(id) && !counted.includes(id));
      const kept = [...counted, ...added[kind]].join(' ');
      if (kept) next[kind] = kept;
    }
    return next;
  });
  if (added.limited) {
    logs.notificationReportRefused(packageName, 'install limit');
    return json(429, errorBody('resource-exhausted', 'Too many reports from this install today.'), {
      'Retry-After': String(60 * 60),
    });
  }
  const deltas: Record<string, number> = {};
  for (const id of added.fetched) deltas[`${notificationPath(feed.uid, feed.key, id)}/fetched`] = 1;
  for (const id of added.tapped) deltas[`${notificationPath(feed.uid, feed.key, id)}/taps`] = 1;
  if (Object.keys(deltas).length > 0) await deps.db.increment(deltas);
  logs.notificationReported(packageName, added.fetched.length, added.tapped.length);
  return json(200, { counted: { fetched: added.fetched.length, tapped: added.tapped.length } });
}
