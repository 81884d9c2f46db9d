import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { REVOKED_BUILDS_MESSAGE } from '../contracts/abuse.js';
import {
  NOTIFICATION_ID_PATTERN,
  NOTIFICATIONS_PER_DAY,
  NOTIFICATIONS_PER_MONTH_FREE,
} from '../contracts/notifications.js';
import { notification, notificationSetup, SHOP, SHOP_KEY } from './__tests__/notification-setup.js';
import { sendAppNotification } from './send-app-notification.js';

const asha = caller('asha');
const HOUR = 3_600_000;

async function refusal(run: Promise<unknown>): Promise<{ code: string; field?: string; message: string }> {
  try {
    await run;
  } catch (error) {
    if (!(error instanceof HttpsError)) throw error;
    const field = (error.details as { field?: string } | undefined)?.field;
    return { code: error.code, ...(field ? { field } : {}), message: error.message };
  }
  throw new Error('accepted');
}

describe('sendAppNotification', () => {
  it('puts the notification in the app feed and the owner history, and says what the limits leave', async () => {
    const deps = notificationSetup();
    const result = await sendAppNotification(deps, asha, notification());
    expect(result).toEqual({
      notificationId: expect.stringMatching(NOTIFICATION_ID_PATTERN),
      sendAt: NOW,
      leftToday: NOTIFICATIONS_PER_DAY - 1,
      leftThisMonth: NOTIFICATIONS_PER_MONTH_FREE - 1,
    });
    const id = result.notificationId;
    expect(deps.db.read(`notificationFeeds/${SHOP_KEY}`)).toEqual({
      uid: 'asha',
      packageName: SHOP,
      items: {
        [id]: {
          id,
          title: 'Diwali sale starts today',
          text: 'Everything 20% off until Sunday.',
          link: 'https://www.example.co.in/sale',
          at: NOW,
        },
      },
    });
    expect(deps.db.read(`notifications/asha/${SHOP_KEY}/${id}`)).toEqual({
      id,
      packageName: SHOP,
      title: 'Diwali sale starts today',
      text: 'Everything 20% off until Sunday.',
      link: 'https://www.example.co.in/sale',
      createdAt: NOW,
      sendAt: NOW,
      fetched: 0,
      taps: 0,
    });
  });

  it('schedules: the id orders by the send time, so a later send sorts after notifications sent meanwhile', async () => {
    const deps = notificationSetup();
    const later = await sendAppNotification(deps, asha, notification({ sendAt: NOW + 2 * HOUR }));
    deps.clock.advance(HOUR);
    const now = await sendAppNotification(deps, asha, notification());
    expect(later.sendAt).toBe(NOW + 2 * HOUR);
    expect(now.notificationId < later.notificationId).toBe(true);
  });

  it('takes links on the site only (subdomains included), https unless the site is http', async () => {
    const deps = notificationSetup();
    await sendAppNotification(deps, asha, notification({ link: 'https://blog.example.co.in/post' }));
    expect(await refusal(sendAppNotification(deps, asha, notification({ link: 'https://evil.example/p' })))).toEqual({
      code: 'invalid-argument',
      field: 'link',
      message: 'The link must be a page of example.co.in, the site your app shows.',
    });
    expect(
      await refusal(sendAppNotification(deps, asha, notification({ link: 'https://example.co.in.evil.example/' }))),
    ).toMatchObject({ field: 'link' });
    expect(
      await refusal(sendAppNotification(deps, asha, notification({ link: 'http://www.example.co.in/sale' }))),
    ).toEqual({
      code: 'invalid-argument',
      field: 'link',
      message: 'The link must start with https://, like your site.',
    });
  });

  it("refuses an app the caller has not built, another account's app among them", async () => {
    const deps = notificationSetup();
    for (const packageName of ['in.ravi.app', 'com.never.built']) {
      expect(await refusal(sendAppNotification(deps, asha, notification({ packageName })))).toEqual({
        code: 'not-found',
        field: 'packageName',
        message: `You have not built an app ${packageName} yet. Notifications go to apps you have built here.`,
      });
    }
    expect(deps.db.read('notificationFeeds')).toBeNull();
  });

  it('refuses a protected brand in the title or the text, like a build, naming the field', async () => {
    const deps = notificationSetup();
    expect(await refusal(sendAppNotification(deps, asha, notification({ title: 'Paytm KYC update needed' })))).toEqual({
      code: 'permission-denied',
      field: 'title',
      message:
        "Notifications that name Paytm can only be sent by Paytm's own app. Please remove the name and try again.",
    });
    expect(
      await refusal(sendAppNotification(deps, asha, notification({ text: 'Verify your HDFC Bank account now' }))),
    ).toMatchObject({ code: 'permission-denied', field: 'text' });
    expect(deps.db.read('rateLimits')).toBeNull();
  });

  it(`refuses the ${NOTIFICATIONS_PER_DAY + 1}th notification of a day, then ${NOTIFICATIONS_PER_MONTH_FREE + 1}th of 30 days`, async () => {
    const deps = notificationSetup();
    for (let index = 0; index < NOTIFICATIONS_PER_DAY; index += 1)
      await sendAppNotification(deps, asha, notification());
    const fourth = await refusal(sendAppNotification(deps, asha, notification()));
    expect(fourth).toEqual({
      code: 'resource-exhausted',
      message:
        'This app has sent 3 notifications in the last 24 hours, the most allowed. Please try again in 24 hours.',
    });
    let sent = NOTIFICATIONS_PER_DAY;
    while (sent < NOTIFICATIONS_PER_MONTH_FREE) {
      deps.clock.advance(24 * HOUR + 1);
      for (let index = 0; index < NOTIFICATIONS_PER_DAY && sent < NOTIFICATIONS_PER_MONTH_FREE; index += 1, sent += 1)
        await sendAppNotification(deps, asha, notification());
    }
    deps.clock.advance(24 * HOUR + 1);
    expect((await refusal(sendAppNotification(deps, asha, notification()))).message).toMatch(
      /^This app has sent 20 notifications in the last 30 days, the most the free plan allows\. Please try again in \d+ days\.$/,
    );
    // Refusals took nothing: the history holds exactly what was sent.
    expect(Object.keys(deps.db.read(`notifications/asha/${SHOP_KEY}`) as object)).toHaveLength(
      NOTIFICATIONS_PER_MONTH_FREE,
    );
  });

  it('refuses a revoked account and bad input before anything is written', async () => {
    const deps = notificationSetup();
    expect((await refusal(sendAppNotification(deps, asha, notification({ title: '' })))).field).toBe('title');
    deps.db.write('revocations/asha', { revokedAt: 1, reason: 'phishing', actorUid: 'sam' });
    expect(await refusal(sendAppNotification(deps, asha, notification()))).toEqual({
      code: 'permission-denied',
      message: REVOKED_BUILDS_MESSAGE,
    });
    expect(deps.db.read('notificationFeeds')).toBeNull();
    expect(deps.db.read('notifications')).toBeNull();
  });

  it('keeps the feed record to what the feed can answer: the newest 20 sent and every one still to come', async () => {
    const deps = notificationSetup();
    const ids: string[] = [];
    for (let day = 0; day < 9; day += 1) {
      for (let index = 0; index < 3; index += 1)
        ids.push((await sendAppNotification(deps, asha, notification())).notificationId);
      deps.clock.advance(31 * 24 * HOUR);
    }
    const scheduled = await sendAppNotification(deps, asha, notification({ sendAt: deps.clock.now() + 5 * HOUR }));
    const items = Object.keys((deps.db.read(`notificationFeeds/${SHOP_KEY}`) as { items: object }).items).sort();
    expect(items).toEqual([...ids.slice(-20), scheduled.notificationId].sort());
  });
});
