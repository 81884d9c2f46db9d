// The seeded app notification, kept out of fixtures.ts (as publishing-seed.ts) so that file stays small.
/** The seeded app notification (docs/data-model.md `notifications`). */
export const SEEDED_NOTIFICATION = 'n0m5y8dbk00000';

export function seededNotification(at: number): Record<string, unknown> {
  return {
    id: SEEDED_NOTIFICATION,
    packageName: 'com.example.shop',
    title: 'Sale',
    text: '',
    link: 'https://shop.example.com/',
    createdAt: at,
    sendAt: at,
    fetched: 3,
    taps: 1,
  };
}

/** App notifications: the owner's history of com.example.shop, its feed and one install's reports. */
export function notificationSeed(owner: string, at: number): Record<string, unknown> {
  return {
    notifications: { [owner]: { 'com,example,shop': { [SEEDED_NOTIFICATION]: seededNotification(at) } } },
    notificationFeeds: {
      'com,example,shop': {
        uid: owner,
        packageName: 'com.example.shop',
        items: {
          [SEEDED_NOTIFICATION]: {
            id: SEEDED_NOTIFICATION,
            title: 'Sale',
            text: '',
            link: 'https://shop.example.com/',
            at,
          },
        },
      },
    },
    notificationInstalls: {
      'com,example,shop': { aW5zdGFsbC1oYXNo: { times: [at], fetched: SEEDED_NOTIFICATION } },
    },
  };
}
