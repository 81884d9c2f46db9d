import type { SendAppNotificationInput, SendAppNotificationResult } from '@contracts/notifications';
import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { sendAppNotification } from '../api/send-app-notification';
import { useNotificationHistory } from '../api/use-notification-history';
import { notificationMessages as m } from '../lib/notification-messages';
import { NotificationComposer, type ComposerApp } from './notification-composer';
import { NotificationHistory } from './notification-history';
import './app-notifications.css';

export interface AppNotificationsProps {
  uid: string;
  /** The apps the owner has built, most recent first. */
  apps: ComposerApp[];
  send?: (input: SendAppNotificationInput) => Promise<SendAppNotificationResult>;
  now?: () => number;
}

/** "App notifications" (docs/product.md): per app the owner built, a composer and the live history with its figures. */
export function AppNotifications({ uid, apps, send = sendAppNotification, now = Date.now }: AppNotificationsProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const history = useNotificationHistory(uid);
  const app = apps.find((candidate) => candidate.packageName === chosen) ?? apps[0];
  return (
    <Card as="section" className="notify" aria-labelledby="notify-title" data-testid="app-notifications">
      <CardHeader titleId="notify-title" title={m.title} subtitle={m.subtitle} />
      {app ? (
        <>
          {apps.length > 1 ? (
            <div className="field">
              <label className="field__label" htmlFor="notify-app">
                App
              </label>
              <select
                id="notify-app"
                className="input"
                value={app.packageName}
                onChange={(event) => setChosen(event.target.value)}
              >
                {apps.map((candidate) => (
                  <option key={candidate.packageName} value={candidate.packageName}>
                    {candidate.appName} ({candidate.packageName})
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="notify__app">
              {app.appName} <span className="notify__package">{app.packageName}</span>
            </p>
          )}
          <NotificationComposer key={app.packageName} app={app} send={send} now={now} />
          <h3 className="notify__history-title">{m.historyTitle}</h3>
          <NotificationHistory state={history} packageName={app.packageName} now={now()} />
        </>
      ) : (
        <p className="muted">{m.noApps}</p>
      )}
    </Card>
  );
}
