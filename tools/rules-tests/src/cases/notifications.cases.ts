import { ALL_WHO, OWNER, type Who } from './identities.js';
import { SEEDED_AT } from './fixtures.js';
import { SEEDED_NOTIFICATION, seededNotification } from './notification-seed.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// notifications/{uid}/{packageKey}/{id}: an owner's notification history with its figures, written only by the
// functions (sendAppNotification, the feed's reports, support's revocation; docs/data-model.md). The owner reads it
// live; nobody else reads it, and no client writes it: a write would skip the limits and checks, or forge figures.
const HISTORY = `notifications/${OWNER}`;
const APP = `${HISTORY}/com,example,shop`;
const ONE = `${APP}/${SEEDED_NOTIFICATION}`;
const strangers: Who[] = ['other', 'signedOut', 'unverified', 'google', 'support'];

export const NOTIFICATIONS_CASES: RulesCase[] = [
  ...[HISTORY, APP, ONE].map((path): RulesCase => ({
    name: `owner reads own notification history (${path.split('/').length - 1} levels down)`,
    area: 'notifications',
    action: 'read',
    who: 'owner',
    op: read(path),
    expect: 'allow',
  })),
  ...strangers.flatMap((who): RulesCase[] => [
    {
      name: "cannot read another user's notifications",
      area: 'notifications',
      action: 'read',
      who,
      op: read(APP),
      expect: 'deny',
    },
    {
      name: "cannot read another user's notification",
      area: 'notifications',
      action: 'read',
      who,
      op: read(ONE),
      expect: 'deny',
    },
  ]),
  {
    name: "cannot read everybody's notifications",
    area: 'notifications',
    action: 'read',
    who: 'owner',
    op: read('notifications'),
    expect: 'deny',
  },
  ...ALL_WHO.flatMap((who): RulesCase[] => [
    {
      name: 'cannot send a notification by writing one (callable only: limits, link and brand checks)',
      area: 'notifications',
      action: 'create',
      who,
      op: set(`${APP}/n0m5y8dbk0zzzz`, {
        ...seededNotification(SEEDED_AT),
        id: 'n0m5y8dbk0zzzz',
        createdAt: SEEDED_AT + 1,
      }),
      expect: 'deny',
    },
    {
      name: "cannot raise a notification's figures",
      area: 'notifications',
      action: 'update',
      who,
      op: update(ONE, { fetched: 100000, taps: 50000 }),
      expect: 'deny',
    },
    {
      name: 'cannot clear a revocation or delete a notification from the history',
      area: 'notifications',
      action: 'delete',
      who,
      op: remove(ONE),
      expect: 'deny',
    },
  ]),
];
