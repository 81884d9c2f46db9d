import { NOTIFICATION_DELAY_SENTENCE, NOTIFICATION_LIMITS_SENTENCE } from '@contracts/notifications';

/** The composer's words (docs/product.md "App notifications"). */
export const notificationMessages = {
  title: 'App notifications',
  subtitle: 'Send a message to the people who installed your app. A tap opens the page you choose, inside the app.',
  noApps: 'Build an app first: notifications go to the apps you have built here.',
  delay: `Notifications are ${NOTIFICATION_DELAY_SENTENCE.charAt(0).toLowerCase()}${NOTIFICATION_DELAY_SENTENCE.slice(1)}`,
  limits: NOTIFICATION_LIMITS_SENTENCE,
  upgrade: 'Apps built before notifications existed receive them after their next build.',
  send: 'Send notification',
  schedule: 'Schedule notification',
  sent: 'Sent. The app shows it at its next check.',
  scheduled: (when: string) => `Scheduled for ${when}.`,
  left: (today: number, month: number) =>
    `This app can send ${today} more today and ${month} more in the next 30 days.`,
  historyTitle: 'Sent notifications',
  historyEmpty: 'Nothing sent to this app yet.',
  historyLoading: 'Loading sent notifications',
  historyFailed: 'Failed to load sent notifications',
  figures: (fetched: number, taps: number) =>
    `${fetched} ${fetched === 1 ? 'app' : 'apps'} fetched it · ${taps} ${taps === 1 ? 'tap' : 'taps'}`,
  figuresNote: 'Figures come from the apps: a random id per install, no personal data.',
  previewLabel: 'How it looks on an Android phone',
} as const;
