import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, dismissToasts, expectToast, requestRow } from './src/app-page.js';
import { axeFindings } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { screenshotAllSizes } from './src/screenshots.js';
import { readDatabase } from './src/server-state.js';
import { signInThroughForm } from './src/sign-in.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// docs/product.md §2 "Offline": a banner, "Live updates" paused, and a request submitted offline is not lost.
describe.skipIf(browserTool.skip)('offline, then the connection returns', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('offline');
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
    await signInThroughForm(page, user);
    await dismissToasts(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says so in a banner and pauses "Live updates"', async () => {
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByText('Offline: live updates are paused.', { exact: false }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
  });

  it('keeps a request submitted offline, with what was typed, and sends it when the connection returns', async () => {
    const form = page.getByRole('form', { name: 'Submit a new app request' });
    await form.getByLabel('Website URL').fill('https://offline.example.in');
    await form.getByLabel('App name').fill('Offline Shop');
    await form.getByRole('radio', { name: /Other \(Custom Requirement\)/ }).check();
    await form.getByRole('button', { name: 'Submit request' }).click();
    await page
      .getByTestId('request-pending')
      .getByText(/You are offline\. Your request is kept here/)
      .waitFor();
    expect(await form.getByLabel('App name').inputValue()).toBe('Offline Shop');
    await screenshotAllSizes(page, 'offline-request-kept', page.getByTestId('request-pending'));

    await context.setOffline(false);
    await expectToast(page, 'Request submitted successfully.', 60_000);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await requestRow(page, 'Offline Shop').first().waitFor();
    const stored = (await readDatabase(`requests/${user.uid}`)) as Record<string, { appName: string }>;
    expect(Object.values(stored).map((request) => request.appName)).toEqual(['Offline Shop']);
    await screenshotAllSizes(page, 'offline-request-sent', requestRow(page, 'Offline Shop').first());
  });

  it('ran without page errors but the ones the offline moment causes', () => {
    // While offline the browser logs the requests it could not make; nothing else may fail.
    expect(pageErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|net::ERR_/.test(error))).toEqual([]);
  });
});
