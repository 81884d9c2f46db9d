import { formatWhen } from '@/lib/format-when';
import { Spinner } from '@/components/ui/spinner';
import type { LiveValue } from '@/lib/use-live-value';
import { notificationMessages as m } from '../lib/notification-messages';
import type { NotificationHistory as History } from '../lib/to-history';

export interface NotificationHistoryProps {
  state: LiveValue<History>;
  packageName: string;
  now: number;
}

/** What was sent to one app, newest first, with the figures its installs reported, live. */
export function NotificationHistory({ state, packageName, now }: NotificationHistoryProps) {
  if (state.status === 'loading') return <Spinner size={20} label={m.historyLoading} />;
  if (state.status === 'error') return <p className="notify-history__error">{m.historyFailed}</p>;
  const entries = state.value[packageName] ?? [];
  if (entries.length === 0) return <p className="muted">{m.historyEmpty}</p>;
  return (
    <>
      <ul className="notify-history" aria-label={m.historyTitle}>
        {entries.map((entry) => (
          <li key={entry.id} className="notify-history__item" data-testid="notification-history-item">
            <p className="notify-history__title">{entry.title}</p>
            {entry.text ? <p className="notify-history__text">{entry.text}</p> : null}
            <p className="notify-history__meta">
              {entry.revokedAt !== undefined
                ? 'Removed by Apkforge support'
                : entry.sendAt > now
                  ? `Scheduled for ${formatWhen(entry.sendAt)}`
                  : `Sent ${formatWhen(entry.sendAt)}`}
            </p>
            <p className="notify-history__figures" data-testid="notification-figures">
              {m.figures(entry.fetched, entry.taps)}
            </p>
          </li>
        ))}
      </ul>
      <p className="muted notify-history__note">{m.figuresNote}</p>
    </>
  );
}
