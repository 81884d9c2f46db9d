import { logger } from 'firebase-functions/logger';

// The notification events, one named function each, through `logger` like functions/src/logs.ts (which is at the
// 404-line cap of a file, so this domain keeps its own). No personal data: apps by package, installs never.

export function notificationSent(packageName: string, notificationId: string, scheduled: boolean): void {
  logger.info('app notification sent', { event: 'notification_sent', packageName, notificationId, scheduled });
}

export function notificationRefused(packageName: string, reason: string): void {
  logger.info('app notification refused', { event: 'notification_refused', packageName, reason });
}

export function notificationRateLimited(packageName: string, window: 'day' | 'month'): void {
  logger.info('app notification limit reached', { event: 'notification_rate_limited', packageName, window });
}

export function notificationReportRefused(packageName: string, reason: string): void {
  logger.info('notification report refused', { event: 'notification_report_refused', packageName, reason });
}

export function notificationReported(packageName: string, fetched: number, tapped: number): void {
  logger.info('notification report counted', { event: 'notification_reported', packageName, fetched, tapped });
}

export function notificationRevoked(packageName: string, notificationId: string, actorUid: string): void {
  logger.warn('app notification revoked by support', {
    event: 'notification_revoked',
    packageName,
    notificationId,
    actorUid,
  });
}
