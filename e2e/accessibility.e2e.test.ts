import { systemTool } from '@apkforge/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, dismissToasts } from './src/app-page.js';
import { axeFindings, smallTargets } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { DESKTOP_1440, PHONE_390, settle } from './src/layout.js';
import { seedRequest } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// What a thumb must be able to hit on a phone: buttons, the top bar's links, the names that
// open a request.
const TAP_TARGETS = '.btn, button.user-menu__button, .topbar__link, .requests__open, .dialog__close';

// axe finds no serious or moderate violation on the main pages and dialogs, at a phone's width
// and a laptop's, and every tap target on the phone is at least 44 px.
describe.skipIf(browserTool.skip)('accessibility of the main pages and dialogs', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;
  let signedIn = false;

  beforeAll(async () => {
    user = await createTestUser('axe');
    await seedRequest(user.uid, { appName: 'Masala Dosa Corner' });
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    page = await (await browser.newContext({ viewport: DESKTOP_1440 })).newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function visit(path: string) {
    await page.goto(`${APP_URL}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page);
  }

  // Signed out first, at both widths; then signed in (/ and /login send a verified user to the dashboard).
  for (const viewport of [PHONE_390, DESKTOP_1440]) {
    for (const path of ['/', '/plans', '/more-features', '/login']) {
      it(`signed out, ${viewport.width} px: ${path}`, async () => {
        await page.setViewportSize(viewport);
        await visit(path);
        expect(await axeFindings(page)).toEqual([]);
        if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);
      });
    }
  }

  for (const viewport of [PHONE_390, DESKTOP_1440]) {
    it(`signed in, ${viewport.width} px: the dashboard, Request Details, the account menu and Confirm logout`, async () => {
      await page.setViewportSize(viewport);
      if (!signedIn) await signInThroughForm(page, user);
      signedIn = true;
      await visit('/dashboard');
      const open = page.getByRole('button', { name: 'Open details of Masala Dosa Corner' });
      await open.waitFor();
      await dismissToasts(page);
      expect(await axeFindings(page)).toEqual([]);
      if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);

      await open.click();
      const details = page.getByRole('dialog', { name: 'Request Details' });
      await details.waitFor();
      await settle(page);
      expect(await axeFindings(page)).toEqual([]);
      if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `Account menu: ${user.email}` }).click();
      await page.getByRole('menu').waitFor();
      // The menu fades in (0.12 s): measured mid-fade, its text fails contrast, so wait like the dialogs above.
      await settle(page);
      expect(await axeFindings(page)).toEqual([]);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const logout = page.getByRole('alertdialog', { name: 'Confirm logout' });
      await logout.waitFor();
      await settle(page);
      expect(await axeFindings(page)).toEqual([]);
      await logout.getByRole('button', { name: 'Cancel' }).click();
    });

    it(`signed in, ${viewport.width} px: the profile`, async () => {
      await page.setViewportSize(viewport);
      await visit('/profile');
      expect(await axeFindings(page)).toEqual([]);
      if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);
    });
  }

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
