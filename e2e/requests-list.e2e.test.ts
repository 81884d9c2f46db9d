import { systemTool } from '@apkforge/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './src/app-page.js';
import { launchChromium } from './src/chromium.js';
import {
  DESKTOP_1440,
  LAPTOP_1100,
  PHONE_360,
  PHONE_390,
  horizontalOverflow,
  isFullyInViewport,
  settle,
  viewportBox,
} from './src/layout.js';
import { screenshotBothSizes } from './src/screenshots.js';
import { seedRequest } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// 93 characters: the example of a name the form allows (at most 100).
const LONG_NAME = 'Sri Lakshmi Venkateswara Traders and Wholesale Distributors of Quality Kitchen Essentials Co.';

// The list never scrolls sideways, phones see it first, the pager keeps the focus.
describe.skipIf(browserTool.skip)('My Submitted Requests at every width', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('requests-list');
    // Eleven requests: two pages; the newest (first row) has the long name.
    for (let index = 1; index <= 10; index += 1) await seedRequest(user.uid, { appName: `Corner Shop ${index}` });
    await seedRequest(user.uid, { appName: LONG_NAME });
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    page = await (await browser.newContext({ viewport: DESKTOP_1440 })).newPage();
    pageErrors = collectPageErrors(page);
    await signInThroughForm(page, user);
    await page.getByText(/Page 1\/2, 11 total/).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [LAPTOP_1100, DESKTOP_1440]) {
    it(`keeps every column of a 93-character name's row inside the card at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await settle(page);
      await page.getByTestId('request-row').first().waitFor();
      expect(await horizontalOverflow(page), 'page scrolls sideways').toBe(0);
      // A table where the card is wide enough, cards below that: neither ever scrolls sideways.
      const table = page.getByRole('table', { name: 'My Submitted Requests' });
      if (viewport.width >= DESKTOP_1440.width) await table.waitFor();
      if ((await table.count()) > 0) {
        const sideways = await table.evaluate((element) => {
          const wrap = element.parentElement as HTMLElement;
          return wrap.scrollWidth - wrap.clientWidth;
        });
        expect(sideways, 'table scrolls sideways').toBe(0);
      }
      const card = await viewportBox(page.getByTestId('requests-card'));
      const pay = page.getByRole('button', { name: `Pay Now for ${LONG_NAME}` });
      await pay.scrollIntoViewIfNeeded();
      const payBox = await viewportBox(pay);
      expect(payBox.right, 'Pay Now inside the card').toBeLessThanOrEqual(card.right);
      expect(await isFullyInViewport(page, pay)).toBe(true);
      // The whole name stays available: in the button's name and its tooltip.
      expect(await page.getByRole('button', { name: `Open details of ${LONG_NAME}` }).getAttribute('title')).toBe(
        LONG_NAME,
      );
    });
  }

  it('hands the focus to Prev when Next reaches the last page', async () => {
    await page.setViewportSize(DESKTOP_1440);
    const next = page.getByRole('navigation', { name: 'Requests pages' }).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/Page 2\/2, 11 total/).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Prev');
  });

  for (const viewport of [PHONE_360, PHONE_390]) {
    it(`shows a returning user's requests within the first screen at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${APP_URL}/dashboard`);
      const heading = page.getByRole('heading', { name: 'My Submitted Requests' });
      await heading.waitFor();
      await page.getByText(/Page 1\/2, 11 total/).waitFor();
      await settle(page);
      const box = await viewportBox(heading);
      expect(box.bottom, 'heading within the first screen').toBeLessThanOrEqual(viewport.height);
      expect(await horizontalOverflow(page), 'page scrolls sideways').toBe(0);

      // The form is one tap away.
      await page.getByRole('button', { name: 'New request' }).click();
      const url = page.locator('#new-request').getByLabel(/Website URL/);
      await expect.poll(() => url.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => isFullyInViewport(page, url)).toBe(true);
    });
  }

  it('saves the dashboard at 390 and 1440 px', async () => {
    await page.goto(`${APP_URL}/dashboard`);
    await page.getByText(/Page 1\/2, 11 total/).waitFor();
    const files = await screenshotBothSizes(page, 'dashboard-requests');
    expect(files).toHaveLength(2);
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
