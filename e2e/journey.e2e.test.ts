import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, dismissToasts, expectPaymentConfirmed, expectToast, requestRow } from './src/app-page.js';
import { accountExists, uidOf, verifyEmailThroughOobLink } from './src/auth-emulator.js';
import { launchChromium } from './src/chromium.js';
import { startFrameableSite, type FrameableSite } from './src/frameable-site.js';
import { ARTIFACTS_DIR, screenshotBothSizes } from './src/screenshots.js';
import { listStoredFiles, readDatabase } from './src/server-state.js';
import { APP_URL } from './src/stack-urls.js';

const browserTool = systemTool('chromium');
const apksigner = systemTool('apksigner');

/**
 * Runs in the page: notes (performance.now()) when the open Request Details dialog first shows the Paid badge and
 * when its "Download AAB" button first appears: how long a paid App Bundle takes to become downloadable.
 */
function recordPaidToDownloadable(): void {
  const timing: Record<string, number> = {};
  (window as unknown as { __fulfilment: Record<string, number> }).__fulfilment = timing;
  const check = () => {
    const dialog = document.querySelector('[data-testid="request-details"]');
    if (!dialog) return;
    const texts = (selector: string) =>
      Array.from(dialog.querySelectorAll(selector), (node) => node.textContent?.trim());
    if (timing.paidAt === undefined && texts('.badge').includes('Paid')) timing.paidAt = performance.now();
    if (timing.downloadableAt === undefined && texts('button').includes('Download AAB')) {
      timing.downloadableAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
}

// One user's whole journey (README.md "Tests", phase 2): each step builds on the previous one, so they run in order
// and a failure stops the rest (vitest's `sequence` is serial in this package).
describe.skipIf(browserTool.skip)('the whole journey in Chromium', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'journey-pass-123';
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[];
  let uid = '';
  let site: FrameableSite;

  beforeAll(async () => {
    site = await startFrameableSite();
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('shows the converter home to a visitor', async () => {
    await page.goto(`${APP_URL}/`);
    await page.getByRole('button', { name: 'Preview in mobile' }).waitFor();
    await page.getByText('Most Popular').first().waitFor();
    await screenshotBothSizes(page, 'home');
  });

  it('1. signs up, and is sent back to login until the email is verified', async () => {
    await page.goto(`${APP_URL}/login?mode=signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Account created! Please check your email for verification.');

    await page.goto(`${APP_URL}/dashboard`);
    await page.waitForURL('**/login');
    await page
      .getByText('Please verify your email to continue. Check your inbox for a verification link.')
      .first()
      .waitFor();
  });

  it('2. verifies the email through the Auth emulator OOB link', async () => {
    await verifyEmailThroughOobLink(email);
    uid = await uidOf(email, password);
    expect(uid).toMatch(/^\w{20,}$/);
  });

  it('3. logs out and logs in with the verified account', async () => {
    await page.goto(`${APP_URL}/profile`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm logout' });
    await confirm.getByText('Are you sure you want to logout?').waitFor();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully!');
    await page.waitForURL(`${APP_URL}/`);

    await page.goto(`${APP_URL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL('**/dashboard');
  });

  it('4. previews a site in the phone and unlocks the APK button', async () => {
    const generate = page.getByRole('button', { name: 'Generate free APK' });
    expect(await generate.isDisabled()).toBe(true);
    // A local site that allows framing (the app itself refuses it): the page's CSP must let the preview show it.
    await page.getByLabel('Website URL').first().fill(site.url);
    await page.getByRole('button', { name: 'Preview in mobile' }).click();
    await page.getByTestId('phone-preview').and(page.locator('[data-state="loading"]')).waitFor();
    await page.getByTestId('phone-preview-frame').waitFor();
    await page.getByTestId('phone-preview').and(page.locator('[data-state="shown"]')).waitFor();
    await generate.and(page.locator(':enabled')).waitFor();
  });

  it('5. generates a signed APK and downloads it', async () => {
    await page.getByRole('button', { name: 'Generate free APK' }).click();
    const form = page.getByRole('dialog', { name: 'App Configuration' });
    await form.getByLabel('App name').fill('Journey App');
    await form.getByLabel('I own this website or have permission to publish it as an app.').check();
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Generate APK' }).click();
    const file = join(ARTIFACTS_DIR, (await download).suggestedFilename());
    expect((await download).suggestedFilename()).toBe('Journey_App.apk');
    await (await download).saveAs(file);
    await expectToast(page, 'APK is downloading! Your app is ready to use.');
    await form.waitFor({ state: 'detached' });

    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    if (apksigner.path) {
      const verdict = execFileSync(apksigner.path, ['verify', '--verbose', file], { encoding: 'utf8' });
      expect(verdict).toMatch(/^Verifies/m);
      expect(verdict).toContain('Verified using v2 scheme (APK Signature Scheme v2): true');
      // v2 and v3 (v3 carries the lineage after a key rotation); minSdk 24 needs no v1
      // (functions/src/engine/app/build-apk.ts signAppEntries).
      expect(verdict).toContain('Verified using v3 scheme (APK Signature Scheme v3): true');
    }
    const builds = (await readDatabase(`builds/${uid}`)) as Record<string, { size: number }>;
    expect(Object.values(builds).map((build) => build.size)).toEqual([bytes.length]);
  });

  it('6. submits a request that appears live in the list, and its details open on "Pay ₹39"', async () => {
    const requestForm = page.getByRole('form', { name: 'Submit a new app request' });
    await requestForm.getByLabel('Website URL').fill('https://shop.example.in');
    await requestForm.getByLabel('App name').fill('Journey Shop');
    await requestForm.getByRole('radio', { name: /AAB Bundle/ }).check();
    await requestForm.getByRole('button', { name: 'Submit request' }).click();
    await expectToast(page, 'Request submitted successfully.');
    await requestRow(page, 'Journey Shop').getByText('Unpaid', { exact: true }).waitFor();
    await page.getByText(/Page 1\/1, 1 total/).waitFor();
    // A paid plan's new request opens at once, its pay button focused (docs/product.md §2 "Request form").
    const pay = page
      .getByRole('dialog', { name: 'Request Details' })
      .getByRole('button', { name: 'Pay ₹39 for Journey Shop' });
    await pay.waitFor();
    expect(await pay.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('7. pays for the AAB plan from the request details, through the sandbox checkout', async () => {
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('Your files are built automatically the moment you pay.').waitFor();
    // Times, in the page, when the dialog first shows Paid and when its AAB first becomes downloadable.
    await page.evaluate(recordPaidToDownloadable);
    await details.getByRole('button', { name: 'Pay ₹39 for Journey Shop' }).click();
    await page.getByTestId('razorpay-sandbox-modal').waitFor();
    await page.getByTestId('razorpay-sandbox-pay').click();
    await expectPaymentConfirmed(page);
  });

  it('8. sees Paid, then completed with the App Bundle and its APK, and downloads the AAB', async () => {
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await details.getByTestId('request-tracker').and(page.locator('[data-stage="5"]')).waitFor();
    await details.getByText('Completed', { exact: true }).waitFor();
    const download = details.getByRole('button', { name: 'Download AAB' });
    await download.waitFor();
    const timing = await page.evaluate(
      () => (window as unknown as { __fulfilment: Record<string, number> }).__fulfilment,
    );
    // The dialog went through Paid before the AAB became downloadable; the interval is a figure, not a verdict.
    expect(timing).toEqual({ paidAt: expect.any(Number), downloadableAt: expect.any(Number) });
    const paidToDownloadableMs = Math.round(timing.downloadableAt! - timing.paidAt!);
    expect(paidToDownloadableMs).toBeGreaterThanOrEqual(0);
    writeFileSync(join(ARTIFACTS_DIR, 'paid-to-downloadable.json'), `${JSON.stringify({ paidToDownloadableMs })}\n`);
    console.log(`Paid -> downloadable AAB: ${paidToDownloadableMs} ms`);

    const stored = (await readDatabase(`requests/${uid}`)) as Record<string, Record<string, unknown>>;
    const [request] = Object.values(stored);
    expect(request).toMatchObject({ paymentStatus: 'paid', amountInr: 39, planId: 'aab_bundle', status: 'completed' });
    expect(request?.razorpayPaymentId).toMatch(/^pay_/);
    await expect(details.getByRole('button', { name: 'Download APK' }).count()).resolves.toBe(1);
    await details.getByText('https://shop.example.in/.well-known/assetlinks.json').waitFor();

    const file = page.waitForEvent('download');
    await download.click();
    expect((await file).suggestedFilename()).toBe('Journey_Shop.aab');
    const saved = join(ARTIFACTS_DIR, 'Journey_Shop.aab');
    await (await file).saveAs(saved);
    const bytes = readFileSync(saved);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const deliverables = (await readDatabase(`deliverables/${uid}/${request?.id as string}`)) as Record<
      string,
      { sha256: string }
    >;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(deliverables.aab?.sha256);

    await dismissToasts(page);
    await screenshotBothSizes(page, 'details-dialog');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await requestRow(page, 'Journey Shop').getByText('Paid', { exact: true }).waitFor();
    await screenshotBothSizes(page, 'dashboard', page.getByRole('heading', { name: 'My Submitted Requests' }));
    await page.getByRole('button', { name: 'Open details of Journey Shop' }).click();
  });

  it('9. blocks editing and deleting a paid request', async () => {
    const details = page.getByRole('dialog', { name: 'Request Details' });
    const description = details.getByLabel('Description');
    expect(await description.isEditable()).toBe(false);
    expect(await details.getByRole('button', { name: 'Delete request' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(
      await requestRow(page, 'Journey Shop')
        .getByRole('button', { name: /Pay Now/ })
        .count(),
    ).toBe(0);
  });

  it('10. deletes a second, unpaid request', async () => {
    const requestForm = page.getByRole('form', { name: 'Submit a new app request' });
    await requestForm.getByLabel('Website URL').fill('https://second.example.in');
    await requestForm.getByLabel('App name').fill('Second App');
    await requestForm.getByRole('button', { name: 'Submit request' }).click();
    await expectToast(page, 'Request submitted successfully.');
    // The AAB plan is preselected: its details open by themselves, on "Pay ₹39".
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('Second App', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Delete request' }).click();
    await details.getByRole('button', { name: 'Yes, delete' }).click();
    await expectToast(page, 'Request deleted successfully');
    await details.waitFor({ state: 'detached' });
    await requestRow(page, 'Second App').waitFor({ state: 'detached' });
    expect(Object.keys((await readDatabase(`requests/${uid}`)) as object)).toHaveLength(1);
  });

  it('11. deletes the account and every trace of its data', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('button', { name: 'Remove account and data' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove account and data' });
    // The check is trimmed and case-insensitive (docs/product.md §5).
    await dialog.getByLabel(/Type your account email/).fill(`  ${email.toUpperCase()} `);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await expectToast(page, 'Your account and data have been deleted.');

    expect(await accountExists(email)).toBe(false);
    for (const path of [
      `users/${uid}`,
      `requests/${uid}`,
      `builds/${uid}`,
      `signingKeys/${uid}`,
      `deliverables/${uid}`,
    ]) {
      expect(await readDatabase(path), path).toBeNull();
    }
    expect(await listStoredFiles(`users/${uid}/`)).toEqual([]);
  });

  it('12. lands on the home page, signed out', async () => {
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(pageErrors).toEqual([]);
  });
});
