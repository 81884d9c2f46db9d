import { parseNotificationRecord, type NotificationRecord } from '@contracts/notifications';
import { parseChildren } from '@contracts/record-fields';

/** By package name, newest first. */
export type NotificationHistory = Record<string, NotificationRecord[]>;

/**
 * notifications/{uid} ({packageKey: {id: record}}) as lists per package, newest first, each record read by the
 * contract's parser (unusable ones left out).
 */
export function toHistory(value: unknown): NotificationHistory {
  const history: NotificationHistory = {};
  for (const app of parseChildren(value, (raw) => raw)) {
    for (const record of parseChildren(app, parseNotificationRecord)) (history[record.packageName] ??= []).push(record);
  }
  for (const list of Object.values(history)) list.sort((a, b) => b.sendAt - a.sendAt || b.id.localeCompare(a.id));
  return history;
}
