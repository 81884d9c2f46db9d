import type { NotificationRecord } from '@contracts/notifications';

/** One notification as the history lists it. */
interface HistoryEntry {
  id: string;
  title: string;
  text: string;
  link: string;
  sendAt: number;
  fetched: number;
  taps: number;
  revoked: boolean;
}

/** By package name, newest first. */
export type NotificationHistory = Record<string, HistoryEntry[]>;

function toEntry(id: string, value: unknown): HistoryEntry | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Partial<NotificationRecord>;
  if (typeof r.packageName !== 'string' || typeof r.title !== 'string' || typeof r.sendAt !== 'number') return null;
  const count = (n: unknown) => (typeof n === 'number' && n > 0 ? n : 0);
  return {
    id,
    title: r.title,
    text: typeof r.text === 'string' ? r.text : '',
    link: typeof r.link === 'string' ? r.link : '',
    sendAt: r.sendAt,
    fetched: count(r.fetched),
    taps: count(r.taps),
    revoked: typeof r.revokedAt === 'number',
  };
}

/** notifications/{uid} ({packageKey: {id: record}}) as lists per package, newest first; malformed records left out. */
export function toHistory(value: unknown): NotificationHistory {
  const history: NotificationHistory = {};
  if (!value || typeof value !== 'object') return history;
  for (const app of Object.values(value as Record<string, unknown>)) {
    if (!app || typeof app !== 'object') continue;
    for (const [id, record] of Object.entries(app as Record<string, unknown>)) {
      const entry = toEntry(id, record);
      if (!entry) continue;
      const packageName = (record as NotificationRecord).packageName;
      (history[packageName] ??= []).push(entry);
    }
  }
  for (const list of Object.values(history)) list.sort((a, b) => b.sendAt - a.sendAt || b.id.localeCompare(a.id));
  return history;
}
