import { systemTool } from '@apkforge/test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRateLimitPath } from '../functions/src/contracts/database-paths.js';
import { collectPageErrors, dismissToasts, expectToast, notifications } from './src/app-page.js';
import { axeFindings } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { startFrameableSite, type FrameableSite } from './src/frameable-site.js';
import { isFullyInViewport, settle } from './src/layout.js';
import { plainPng } from './src/png.js';
import { screenshotAllSizes } from './src/screenshots.js';
import { seedRequest, writeDatabase } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

const OWNERSHIP = 'I own this website or have permission to publish it as an app.';

/** The refusal is on screen and the focus is on it or on the control it concerns (docs/product.md §2). */
async function expectInViewAndFocused(page: Page, message: Locator, focused: Locator): Promise<void> {
  await message.waitFor();
  await settle(page);
  expect(await isFullyInViewport(page, message), 'the refusal is on screen').toBe(true);
  expect(await focused.evaluate((element) => element === document.activeElement), 'the focus is on it').toBe(true);
}

/** The refusals under test answer 400, 403 or 429, which the browser logs; anything else is a page error. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (400|403|429)\b/.test(error),
  );

/** What a sticky "try again" toast would say: never beside a refusal that retrying cannot change. */
async function expectNoTryAgainToast(page: Page): Promise<void> {
  expect(await notifications(page).getByText('Please try again').count()).toBe(0);
}

// docs/product.md §2 "Where refusals appear": every refusal inline at the control that caused it, in view and
// focused, in the server's words, at a phone's width (the issue measured y=1308 on an 844 px phone) and a laptop's.
describe.skipIf(browserTool.skip)('refusals where the person looks', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;
  let site: FrameableSite;

  beforeAll(async () => {
    site = await startFrameableSite();
    user = await createTestUser('refusals');
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    pageErrors = collectPageErrors(page);
    await signInThroughForm(page, user);
    await dismissToasts(page);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function openApkForm(): Promise<Locator> {
    await page.goto(`${APP_URL}/dashboard`);
    await page.getByLabel('Website URL').first().fill(site.url);
    await page.getByRole('button', { name: 'Preview in mobile' }).click();
    const generate = page.getByRole('button', { name: 'Generate free APK' });
    await generate.and(page.locator(':enabled')).waitFor();
    await generate.click();
    const form = page.getByRole('dialog', { name: 'App Configuration' });
    await form.waitFor();
    await form.getByText('Filled in from your site. Change anything you like.').waitFor();
    return form;
  }

  it('the ownership box left unticked: its error in view, the box focused', async () => {
    const form = await openApkForm();
    await form.getByRole('button', { name: 'Generate APK' }).click();
    const error = form.getByText(
      'Please confirm that you own this website or have permission to publish it as an app.',
    );
    await expectInViewAndFocused(page, error, form.getByLabel(OWNERSHIP));
    await screenshotAllSizes(page, 'refusal-ownership', error);
    expect(await axeFindings(page, form)).toEqual([]);
  });

  it("an icon over 2048 px: the server's sentence beside the icon, the icon focused, no 'try again' toast", async () => {
    const form = page.getByRole('dialog', { name: 'App Configuration' });
    await form.getByLabel(OWNERSHIP).check();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: plainPng(4097, 1),
    });
    await form.getByRole('button', { name: 'Generate APK' }).click();
    const error = form.getByText('Icon too large. Please upload an image of at most 2048x2048 pixels.');
    await expectInViewAndFocused(page, error, form.locator('input[type="file"]'));
    await expectNoTryAgainToast(page);
    await screenshotAllSizes(page, 'refusal-icon-too-large', error);
    await page.keyboard.press('Escape');
  });

  it('the hourly limit: the sentence at the end of the form, in view and focused, no toast', async () => {
    await writeDatabase(buildRateLimitPath(user.uid), { times: Array.from({ length: 10 }, () => Date.now()) });
    const form = await openApkForm();
    await form.getByLabel(OWNERSHIP).check();
    await form.getByRole('button', { name: 'Generate APK' }).click();
    const alert = form.getByTestId('form-alert');
    await alert
      .getByText(/You have reached the limit of 10 free builds per hour\. Please try again in \d+ minutes?\./)
      .waitFor();
    await expectInViewAndFocused(page, alert, alert);
    await expectNoTryAgainToast(page);
    await screenshotAllSizes(page, 'refusal-hourly-limit', alert);
    await writeDatabase(buildRateLimitPath(user.uid), null);
    await page.keyboard.press('Escape');
  });

  it("the preview says why an address on another port cannot be shown: the server's own sentence", async () => {
    await page.goto(`${APP_URL}/dashboard`);
    await page.getByLabel('Website URL').first().fill('https://shop.example.in:8443');
    await page.getByRole('button', { name: 'Preview in mobile' }).click();
    const refused = page.getByTestId('preview-refused');
    await refused.getByText('URL must use port 80 or 443.').waitFor();
    expect(await page.getByTestId('phone-preview-frame').count()).toBe(0);
    await screenshotAllSizes(page, 'preview-port-refused', refused);
  });

  it('a wrong password when deleting the account: plain words beside the password, focused, never "Firebase"', async () => {
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('button', { name: 'Remove account and data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove account and data' });
    await dialog.getByLabel(/Type your account email/).fill(user.email);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expectToast(page, 'Failed to delete account: Wrong password.');
    await expectInViewAndFocused(
      page,
      dialog.getByText('Wrong password.', { exact: true }),
      dialog.getByLabel('Password'),
    );
    expect(await page.locator('body').innerText()).not.toContain('Firebase');
    await screenshotAllSizes(page, 'refusal-wrong-password', dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('ran without page errors', () => {
    expect(unexpected(pageErrors)).toEqual([]);
  });
});

// docs/product.md "Download links": an expired, used or invalid link opens a page that says why and what next.
describe.skipIf(browserTool.skip)('download links that cannot give their file', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser('links');
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a link a browser opens lands on the page, a program keeps the JSON', async () => {
    const link = `${APP_URL}/api/builds/b0e2e1/download?token=bm90.dmFsaWQ`;
    await page.goto(link);
    await page.waitForURL('**/download-link?problem=invalid&file=build');
    await page.getByRole('heading', { level: 1, name: 'This download link is not valid' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('"error"');
    const json = await fetch(link, { headers: { Accept: 'application/json' } });
    expect(json.status).toBe(403);
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('permission-denied');
  });

  it.each([
    [
      'expired',
      '?problem=expired&file=build',
      'This download link has expired',
      'Log in to download again from My builds',
    ],
    [
      'used',
      '?problem=used&file=build',
      'This download link has already been used',
      'Log in to download again from My builds',
    ],
    ['revoked', '?problem=revoked&file=build', 'This download has been disabled', 'Contact support'],
  ])('the %s page, signed out (a phone that scanned the code)', async (problem, search, title, next) => {
    await page.goto(`${APP_URL}/download-link${search}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('link', { name: next }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshotAllSizes(page, `link-${problem}`);
  });

  it("a file's link, signed in: Open the request opens its details", async () => {
    const request = await seedRequest(user.uid, { appName: 'Linked Shop', paymentStatus: 'paid' });
    await signInThroughForm(page, user);
    await page.goto(`${APP_URL}/api/requests/${request.id}/deliverables/d1/download?token=bm90.dmFsaWQ`);
    await page.waitForURL(`**/download-link?problem=invalid&file=deliverable&request=${request.id}`);
    await page.getByRole('link', { name: 'Open the request' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('Linked Shop', { exact: true }).waitFor();
    await page.waitForURL('**/dashboard');
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
