import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, dismissToasts, expectToast } from './src/app-page.js';
import { verificationLinkOf } from './src/auth-emulator.js';
import { axeFindings } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { startFrameableSite, type FrameableSite } from './src/frameable-site.js';
import { screenshotAllSizes } from './src/screenshots.js';
import { readDatabase } from './src/server-state.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// docs/product.md §2 "Login screen" and "Site import": first use without dead ends.
describe.skipIf(browserTool.skip)('first use without dead ends', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let site: FrameableSite;
  const email = `first-${Date.now()}@example.com`;
  const password = 'first-use-pass-1';

  beforeAll(async () => {
    site = await startFrameableSite();
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('after sign-up, the page says what to do next, not "Welcome back"', async () => {
    await page.goto(`${APP_URL}/login?mode=signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Account created! Please check your email for verification.');
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(0);
    await page.getByText(`We sent a verification link to ${email}.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expectToast(page, 'Verification email sent.');
    await dismissToasts(page);
    expect(await axeFindings(page)).toEqual([]);
    await screenshotAllSizes(page, 'first-use-check-inbox');
  });

  it('verification in another tab is noticed: this tab moves on to the dashboard by itself', async () => {
    const other = await context.newPage();
    await other.goto(await verificationLinkOf(email));
    await other.close();
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Your email is verified. Welcome to Apkforge!');
    await screenshotAllSizes(page, 'first-use-verified-elsewhere');
  });

  it("Generate with the name left empty builds with the site's name, waiting for the site to be read", async () => {
    await page.getByLabel('Website URL').first().fill(site.url);
    await page.getByRole('button', { name: 'Preview in mobile' }).click();
    const generate = page.getByRole('button', { name: 'Generate free APK' });
    await generate.and(page.locator(':enabled')).waitFor();
    await generate.click();
    const form = page.getByRole('dialog', { name: 'App Configuration' });
    // At once, before the site import has answered (it starts after a pause in typing).
    await form.getByLabel('I own this website or have permission to publish it as an app.').check();
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Generate APK' }).click();
    expect((await download).suggestedFilename()).toBe('Journey_Shop.apk');
    await page
      .getByRole('region', { name: 'Your app is ready' })
      .getByText('Journey Shop', { exact: true })
      .first()
      .waitFor();
  });

  it('an unverified login is refused with a way to resend, and the account stays ready to move on', async () => {
    const unverified = await createTestUser('unverified', { verified: false });
    const fresh = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    const errors = collectPageErrors(fresh);
    await fresh.goto(`${APP_URL}/login`);
    await fresh.getByLabel('Email').fill(unverified.email);
    await fresh.getByLabel('Password').fill(unverified.password);
    await fresh.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = fresh.getByRole('alert');
    await alert.getByText('Please verify your email to continue. Check your inbox for a verification link.').waitFor();
    await fresh.getByRole('button', { name: 'Resend verification email' }).click();
    await expectToast(fresh, 'Verification email sent.');
    expect(await readDatabase(`users/${unverified.uid}`)).toBeNull();
    expect(errors).toEqual([]);
    await fresh.context().close();
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
