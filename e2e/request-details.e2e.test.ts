import { systemTool } from '@apkforge/test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './src/app-page.js';
import { launchChromium } from './src/chromium.js';
import {
  DESKTOP_1440,
  PHONE_360,
  PHONE_390,
  TABLET_768,
  clippedElements,
  isFullyInViewport,
  settle,
  textNodesSplitAcrossLines,
  viewportBox,
} from './src/layout.js';
import { seedRequest } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// 93 characters: the example of a name the form allows (at most 100).
const LONG_NAME = 'Sri Lakshmi Venkateswara Traders and Wholesale Distributors of Quality Kitchen Essentials Co.';
const LONG_EMAIL = 'priya.venkataraman.orders@lakshmi-wholesale-traders.co.in';

// The Request Details dialog fits the screen, keeps its actions visible and wraps names cleanly.
describe.skipIf(browserTool.skip)('Request Details at every width', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('details');
    await seedRequest(user.uid, {
      appName: LONG_NAME,
      email: LONG_EMAIL,
      url: 'https://www.lakshmi-wholesale-traders.co.in/catalogue/kitchen-essentials?source=app',
      description: 'Our wholesale catalogue with prices for shops.\n'.repeat(4),
      extraInstructions: 'Use the saffron of our logo. Splash screen with the temple gopuram.',
    });
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    page = await (await browser.newContext({ viewport: DESKTOP_1440 })).newPage();
    pageErrors = collectPageErrors(page);
    await signInThroughForm(page, user);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openDetails() {
    await page.getByRole('button', { name: `Open details of ${LONG_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Details' });
    await dialog.waitFor();
    await settle(page);
    return dialog;
  }

  for (const viewport of [PHONE_360, PHONE_390, TABLET_768, DESKTOP_1440]) {
    it(`fits ${viewport.width}x${viewport.height} with its actions on screen and nothing clipped`, async () => {
      await page.setViewportSize(viewport);
      const dialog = await openDetails();
      try {
        await expectFits(dialog, viewport);
      } finally {
        // Closed even when a check fails, so the next width starts from the list.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    });
  }

  async function expectFits(dialog: Locator, viewport: { width: number; height: number }) {
    const box = await viewportBox(dialog);
    expect(box.top, 'dialog top').toBeGreaterThanOrEqual(0);
    expect(box.bottom, 'dialog bottom').toBeLessThanOrEqual(viewport.height);
    expect(box.right, 'dialog right').toBeLessThanOrEqual(viewport.width);
    for (const name of ['Close', 'Delete request', `Pay ₹39 for ${LONG_NAME}`]) {
      expect(await isFullyInViewport(page, dialog.getByRole('button', { name, exact: true })), name).toBe(true);
    }
    // The body scrolls instead of the page: its end is reachable inside the dialog.
    const body = dialog.getByLabel('Extra instructions');
    await body.scrollIntoViewIfNeeded();
    expect(await isFullyInViewport(page, body)).toBe(true);
    expect(await isFullyInViewport(page, dialog.getByRole('button', { name: 'Close', exact: true }))).toBe(true);

    // The whole name is shown (wrapped, never cut), and emails and addresses break only at their punctuation.
    await dialog.getByText(LONG_NAME, { exact: true }).waitFor();
    expect(await clippedElements(dialog, 'p, a, dd, dt, h2, span')).toEqual([]);
    const email = dialog.locator('dd').filter({ hasText: LONG_EMAIL });
    expect(await textNodesSplitAcrossLines(email)).toEqual([]);
    // By its address: where the link wraps, Chromium's accessible name gets a space at each line break.
    expect(await textNodesSplitAcrossLines(dialog.locator('a[href*="lakshmi-wholesale"]'))).toEqual([]);
  }

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
