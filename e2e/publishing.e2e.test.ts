import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetLinksJson } from '../functions/src/contracts/asset-links.js';
import { SUPPORT_USER, stackHost } from '../functions/src/contracts/local-stack.js';
import { packageKey } from '../functions/src/contracts/package-key.js';
import { LOCAL_SERVICE_ACCOUNT_EMAIL } from '../functions/src/contracts/play-service-account.js';
import { collectPageErrors, dismissToasts, expectPaymentConfirmed, expectToast } from './src/app-page.js';
import { axeFindings } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { DESKTOP_1440, PHONE_360, horizontalOverflow, settle } from './src/layout.js';
import { phoneScreenshotPng, startPublishingSite, type PublishingSite } from './src/publishing-site.js';
import { ARTIFACTS_DIR, screenshotAllSizes, screenshotBothSizes } from './src/screenshots.js';
import { seedRequest } from './src/seed-data.js';
import { readDatabase } from './src/server-state.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { smallTapTargets } from './src/targets.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');
const PLAY = process.env.PLAY_SANDBOX_URL ?? `http://${stackHost('play')}`;

// The publishing plan end to end (docs/product.md "Publishing"): the customer pays for publish_2days, gives our service
// account access in (the stand-in's) Play Console, connects, completes the listing, passes the preflight and uploads to
// internal testing through the official client; support sees the same tracker; the customer sees "Internal test".
describe.skipIf(browserTool.skip)('publishing to Google Play, customer and support', () => {
  let browser: Browser;
  let customerContext: BrowserContext;
  let customer: Page;
  let errors: string[];
  let user: TestUser;
  let site: PublishingSite;
  let requestId = '';
  let packageName = '';

  beforeAll(async () => {
    site = await startPublishingSite();
    user = await createTestUser('publish');
    // The request form refuses a localhost address (a request is for a public site), so the request is stored as
    // createRequest stores it; the payment goes through Checkout in the browser.
    const request = await seedRequest(user.uid, {
      url: site.url,
      appName: 'Publish Bakery',
      email: user.email,
      accountHolderEmail: user.email,
      planId: 'publish_2days',
      planName: 'Publish in Play & Apple Store in 3 weeks',
      amountInr: 89,
    });
    requestId = request.id;
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    customerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    customer = await customerContext.newPage();
    errors = collectPageErrors(customer);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const details = () => customer.getByRole('dialog', { name: 'Request Details' });
  const panel = () => details().getByTestId('publishing-panel');
  const step = (id: string) => panel().locator(`[data-step="${id}"]`);

  it('pays for publish_2days through Checkout; the publishing section opens with the listing drafted from the site', async () => {
    await signInThroughForm(customer, user);
    await customer.getByRole('button', { name: 'Open details of Publish Bakery' }).click();
    await panel().getByText('Publishing starts once the request is paid').waitFor();
    // Request Details' pay button names the amount ("Pay ₹… for {app}", docs/product.md §2).
    await details()
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await customer.getByTestId('razorpay-sandbox-modal').waitFor();
    await customer.getByTestId('razorpay-sandbox-pay').click();
    await expectPaymentConfirmed(customer);
    await panel().getByTestId('publishing-tracker').waitFor({ timeout: 60_000 });
    expect(await panel().getByLabel('App name on Play').inputValue()).toBe('Publish Bakery');
    expect(await panel().getByLabel('Privacy policy URL').inputValue()).toBe(`${site.url}privacy`);
    packageName = String(await readDatabase(`publishing/${user.uid}/${requestId}/packageName`));
    expect(packageName).toMatch(/^[a-z][\w.]+$/);
  });

  it('states the developer account, then connects once the app exists in Play Console and our service account may release it', async () => {
    await panel().getByLabel('an organisation account').check();
    await panel().getByRole('button', { name: 'Save developer account' }).click();
    await step('developer_account').and(customer.locator('[data-state="done"]')).waitFor();
    // What the customer does in Play Console: create the app and invite our service account with release rights.
    // On a stack that stays up, an earlier run's account had this package name (its claim went with the account) and
    // left its bundles in the stand-in: the app starts anew, as a package never uploaded to.
    await fetch(`${PLAY}/__sandbox/apps/${packageName}`, { method: 'DELETE' });
    const created = await fetch(`${PLAY}/__sandbox/apps`, {
      method: 'POST',
      body: JSON.stringify({ packageName, title: 'Publish Bakery', grantees: [LOCAL_SERVICE_ACCOUNT_EMAIL] }),
    });
    expect(created.status).toBe(200);
    await panel().getByRole('button', { name: 'Connect Play' }).click();
    await step('access_given').and(customer.locator('[data-state="done"]')).waitFor();
    expect(await panel().getByTestId('publishing-clock').getAttribute('data-status')).toBe('running');
  });

  it('adds two screenshots (the listing is ready), serves assetlinks.json and passes the preflight', async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const files = [1, 2].map((n) => {
      const file = join(ARTIFACTS_DIR, `publishing-screenshot-${n}.png`);
      writeFileSync(file, phoneScreenshotPng(1080, 1920, 0xa0 + n * 20));
      return file;
    });
    await panel().getByLabel('Add screenshots').setInputFiles(files);
    await step('listing_ready').and(customer.locator('[data-state="done"]')).waitFor();
    const upload = String(await readDatabase(`packages/${user.uid}/${packageKey(packageName)}/certificateSha256`));
    site.assetLinks = assetLinksJson(packageName, [upload]);
    await panel().getByRole('button', { name: 'Run preflight' }).click();
    await panel().locator('[data-testid="preflight"][data-ok="true"]').waitFor();
    await step('preflight_passed').and(customer.locator('[data-state="done"]')).waitFor();
  });

  it('uploads to internal testing; the customer sees Internal test done', async () => {
    await panel().getByRole('button', { name: 'Upload to internal testing' }).click();
    await expectToast(customer, 'Version code 1 is in internal testing.', 60_000);
    await step('internal_test').and(customer.locator('[data-state="done"]')).waitFor();
    await panel().getByTestId('play-tracks').getByText('Internal testing: completed, version code 1').waitFor();
    const app = (await (await fetch(`${PLAY}/__sandbox/apps/${packageName}`)).json()) as {
      tracks: Record<string, unknown>;
    };
    expect(app.tracks.internal).toMatchObject({ releases: [{ versionCodes: ['1'], status: 'completed' }] });
    await dismissToasts(customer);
    await screenshotBothSizes(customer, 'publishing-customer', step('internal_test'));
    expect(await axeFindings(customer, details())).toEqual([]);
  });

  // docs/product.md §2 "Phones": the whole publishing section (tracker, steps, listing, screenshots, preflight,
  // upload) on the common small Android.
  it('at 360 px, the publishing section scrolls no sideways, its targets are 44 px and axe finds nothing', async () => {
    await customer.setViewportSize(PHONE_360);
    await settle(customer);
    expect(await horizontalOverflow(customer)).toBe(0);
    expect(await smallTapTargets(customer)).toEqual([]);
    expect(await axeFindings(customer, details())).toEqual([]);
    await screenshotAllSizes(customer, 'publishing-phone', panel().getByTestId('publishing-tracker'));
    await customer.setViewportSize(DESKTOP_1440);
  });

  it('shows support the same tracker and the upload on the console', async () => {
    const supportContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const support = await supportContext.newPage();
    errors.push(...collectPageErrors(support));
    await support.goto(`${APP_URL}/login`);
    await support.getByLabel('Email').fill(SUPPORT_USER.email);
    await support.getByLabel('Password').fill(SUPPORT_USER.password);
    await support.getByRole('button', { name: 'Login', exact: true }).click();
    // Support lands on the console (docs/product.md "Support console").
    await support.waitForURL((url) => url.pathname === '/ops');
    await support.goto(`${APP_URL}/ops/requests/${user.uid}/${requestId}`);
    const section = support.getByTestId('ops-publishing');
    await section.locator('[data-step="internal_test"][data-state="done"]').waitFor();
    await section.getByText(/Internal testing: completed \(1\)/).waitFor();
    expect(await section.getByTestId('publishing-next').textContent()).toMatch(
      /^Support \(us\) next: |^The customer next: |^Google next: /,
    );
    await screenshotBothSizes(support, 'publishing-ops', section);
    expect(await axeFindings(support, section)).toEqual([]);
    await supportContext.close();
    expect(errors).toEqual([]);
  });
});
