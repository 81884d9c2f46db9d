import { systemTool } from '@apkforge/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_CACHE_CONTROL,
  notificationFeedPath,
  notificationReportPath,
  type FeedAnswer,
} from '../functions/src/contracts/notifications.js';
import { collectPageErrors, dismissToasts } from './src/app-page.js';
import { axeFindings, smallTargets } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { DESKTOP_1440, PHONE_390, clippedElements, horizontalOverflow, settle } from './src/layout.js';
import { screenshotBothSizes } from './src/screenshots.js';
import { writeDatabase } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');
const TAP_TARGETS = '.btn, .notify select, .notify input';

/** The feed as an app polls it, through Hosting; polled until `ready` (a notification enters it 5 s after its time). */
async function pollFeed(packageName: string, ready: (answer: FeedAnswer) => boolean): Promise<FeedAnswer> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${APP_URL}${notificationFeedPath(packageName)}`);
    expect(response.headers.get('cache-control')).toBe(FEED_CACHE_CONTROL);
    const answer = (await response.json()) as FeedAnswer;
    if (ready(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the feed of ${packageName} never showed the notification`);
}

// The owner composes a notification for an app they built, at a phone's width and a laptop's; the feed shows it, a
// fake app reports a fetch and a tap, and the figures change on the page (docs/product.md "App notifications").
describe.skipIf(browserTool.skip)('app notifications in the dashboard', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;
  const packageName = `in.co.notify${Date.now().toString(36)}.shop`;
  const region = () => page.getByRole('region', { name: 'App notifications' });

  beforeAll(async () => {
    user = await createTestUser('notify');
    // An app this account built, as a free build leaves it: its package claim and its build record.
    const packageKey = packageName.replace(/\./g, ',');
    await writeDatabase(`packageClaims/${packageKey}`, { uid: user.uid, claimedAt: Date.now() });
    await writeDatabase(`builds/${user.uid}/b${Date.now().toString(36)}notify0001`, {
      url: 'https://www.example.co.in/',
      appName: 'Lakshmi Traders',
      packageName,
      versionCode: 1,
      versionName: '1.0.1',
      sha256: 'ab',
      size: 34_000,
      certificateSha256: 'AB:CD',
      fileName: 'Lakshmi_Traders.apk',
      storagePath: `users/${user.uid}/builds/x.apk`,
      createdAt: Date.now(),
      createdAtISO: new Date().toISOString(),
    });
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    const context = await browser.newContext({ viewport: PHONE_390 });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
    await signInThroughForm(page, user);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function compose(title: string, link: string): Promise<void> {
    await region().getByLabel('Title').fill(title);
    await region().getByLabel('Message').fill('Everything 20% off until Sunday.');
    await region().getByLabel('Link').fill(link);
    await region().getByRole('button', { name: 'Send notification' }).click();
  }

  for (const viewport of [PHONE_390, DESKTOP_1440]) {
    const title = `Diwali sale ${viewport.width}`;

    it(`${viewport.width} px: composes with a live preview, refuses a link off the site in place, then sends`, async () => {
      await page.setViewportSize(viewport);
      await region().waitFor();
      await region().getByText('Lakshmi Traders').first().waitFor();
      await region()
        .getByText('Notifications are delivered within about 15 minutes to an hour, when the phone is online.')
        .waitFor();
      await compose(title, 'https://evil.example/login');
      await region().getByText('The link must be a page of example.co.in, the site your app shows.').waitFor();
      expect(await region().getByLabel('Link').getAttribute('aria-invalid')).toBe('true');
      await region().getByLabel('Title').fill(title);
      await region().getByTestId('notification-preview').getByText(title).waitFor();
      await region().getByLabel('Link').fill('https://www.example.co.in/sale');
      await region().getByRole('button', { name: 'Send notification' }).click();
      await region()
        .getByText(/^Sent\. The app shows it at its next check\./)
        .waitFor();
      // The history lists it at once (the owner's live listener), with no figures yet.
      const item = region().getByTestId('notification-history-item').filter({ hasText: title });
      await item.getByText('0 apps fetched it · 0 taps').waitFor();
    });

    it(`${viewport.width} px: the feed shows it; a fake app fetches it and reports a tap; the figures change live`, async () => {
      const answer = await pollFeed(packageName, (feed) => feed.items.some((entry) => entry.title === title));
      const sent = answer.items.find((entry) => entry.title === title)!;
      expect(sent).toEqual({
        id: sent.id,
        title,
        text: 'Everything 20% off until Sunday.',
        link: 'https://www.example.co.in/sale',
      });
      const report = await fetch(`${APP_URL}${notificationReportPath(packageName)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ install: `e2e-install-${viewport.width}-0001`, fetched: [sent.id], tapped: [sent.id] }),
      });
      expect(await report.json()).toEqual({ counted: { fetched: 1, tapped: 1 } });
      const item = region().getByTestId('notification-history-item').filter({ hasText: title });
      await item.getByText('1 app fetched it · 1 tap').waitFor();

      await dismissToasts(page);
      await settle(page);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await clippedElements(region(), 'h2, h3, p, label')).toEqual([]);
      expect(await axeFindings(page, region())).toEqual([]);
      if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);
    });
  }

  it('saves screenshots of the composer at 390 and 1440 px', async () => {
    const files = await screenshotBothSizes(page, 'notifications', region());
    expect(files.map((file) => file.split('/').pop())).toEqual([
      'notifications-390x844.png',
      'notifications-1440x900.png',
    ]);
  });

  it('ran without page errors but the browser logging the two refusals it was sent into on purpose', () => {
    // The callable's 400 for the link off the site (once per width) is a response the page handles: Chromium still
    // logs it. Nothing else may appear.
    const refusal = 'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';
    expect(pageErrors.filter((error) => error === refusal)).toHaveLength(2);
    expect(pageErrors.filter((error) => error !== refusal)).toEqual([]);
  });
});
