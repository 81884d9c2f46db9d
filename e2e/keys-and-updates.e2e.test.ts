import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemTool } from '@apkforge/test-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_USER } from '../functions/src/contracts/local-stack.js';
import { collectPageErrors, dismissToasts, expectToast } from './src/app-page.js';
import { axeFindings, smallTargets } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { PHONE_390, horizontalOverflow, settle } from './src/layout.js';
import { ARTIFACTS_DIR, screenshotBothSizes } from './src/screenshots.js';
import { buildAppOnOlderShell } from './src/seed-data.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login successful!');
  // Customers land on the dashboard, support on the console (docs/product.md "Support console").
  await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/ops');
}

// Support starts the update campaign in /ops; a customer, on a phone, sees their two apps (built for this file, then
// marked as built by an older shell) marked "Update available", rebuilds one, then sets its Play signer and downloads
// the verification APK on the Profile (docs/product.md "Apps kept current", "Keys that last"). The customer is this
// file's own account, not the demo one: a second run on the same `npm start` finds everything as the first did.
const OLDER_SHELL = '2026.05';
describe.skipIf(browserTool.skip)('keys that last and apps kept current, in the browser', () => {
  let browser: Browser;
  let support: Page;
  let customer: Page;
  let errors: string[];
  let owner: TestUser;

  beforeAll(async () => {
    owner = await createTestUser('keys-owner');
    const run = Date.now().toString(36);
    for (const [label, appName] of [
      ['chai', 'Chaiwala'],
      ['kirana', 'Kirana Mart'],
    ] as const)
      await buildAppOnOlderShell(owner, { url: `https://${label}-${run}.example.in/`, appName }, OLDER_SHELL);
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    support = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    customer = await (await browser.newContext({ viewport: PHONE_390, acceptDownloads: true })).newPage();
    errors = [...collectPageErrors(support), ...collectPageErrors(customer)];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('support sees apps per shell version and starts the campaign of this shell', async () => {
    await signIn(support, SUPPORT_USER.email, SUPPORT_USER.password);
    await support.goto(`${APP_URL}/ops`);
    const campaigns = support.getByRole('region', { name: 'Update campaigns' });
    await campaigns.getByTestId('apps-per-shell').waitFor();
    expect(await campaigns.getByTestId('apps-per-shell').textContent()).toContain(`shell ${OLDER_SHELL}`);
    await settle(support);
    expect(await axeFindings(support, campaigns)).toEqual([]);
    expect(await axeFindings(support, support.getByRole('form', { name: "Rotate an app's signing key" }))).toEqual([]);
    await campaigns.getByRole('button', { name: 'Start campaign' }).click();
    await expectToast(support, /^Campaign shell-\d{4}-\d\d: \d+ apps marked/);
    await campaigns.getByTestId('campaign').first().waitFor();
  });

  it('390 px: the dashboard marks the two apps "Update available" and rebuilds one in a click', async () => {
    await signIn(customer, owner.email, owner.password);
    const updates = customer.getByRole('region', { name: 'App updates' });
    await updates.waitFor();
    const rows = updates.getByTestId('app-update');
    expect(await rows.count()).toBe(2);
    expect(await rows.first().getByText('Update available').isVisible()).toBe(true);
    await settle(customer);
    expect(await axeFindings(customer, updates)).toEqual([]);
    expect(await horizontalOverflow(customer)).toBe(0);
    expect(await smallTargets(customer, '.app-update .btn')).toEqual([]);
    await screenshotBothSizes(customer, 'app-updates', updates);
    const before = await rows.count();
    const download = customer.waitForEvent('download');
    await rows.first().getByRole('button', { name: 'Rebuild with the same key' }).click();
    const file = join(ARTIFACTS_DIR, `keys-e2e-${(await download).suggestedFilename()}`);
    await (await download).saveAs(file);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await expectToast(customer, /^Rebuilt as version \d+\. The download has started\.$/);
    await customer.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="app-update"]').length < count,
      before,
    );
  });

  it('390 px: the Profile sets the Play signer and downloads the verification APK with the token', async () => {
    await dismissToasts(customer);
    await customer.goto(`${APP_URL}/profile`);
    const card = customer.getByRole('region', { name: 'Your apps: keys and verification' });
    await card.waitFor();
    await card.locator('summary').first().click();
    await settle(customer);
    expect(await axeFindings(customer, card)).toEqual([]);
    expect(await horizontalOverflow(customer)).toBe(0);
    await card
      .getByRole('radio', { name: /Play uses my key/ })
      .first()
      .check();
    await card.getByRole('button', { name: 'Save choice' }).first().click();
    await expectToast(customer, 'Choice saved.');
    await card
      .getByText(/^Upload key \(signs your App Bundles\): SHA-256 /)
      .first()
      .waitFor();
    const token = card.getByLabel('Verification token').first();
    await token.fill('not a token');
    await card.getByRole('button', { name: 'Download verification APK' }).first().click();
    await card
      .getByText(/^The verification token is the single line/)
      .first()
      .waitFor();
    await token.fill('E2eToken-1234567890');
    const download = customer.waitForEvent('download');
    await card.getByRole('button', { name: 'Download verification APK' }).first().click();
    expect((await download).suggestedFilename()).toMatch(/-verification\.apk$/);
    await expectToast(customer, /^Verification APK downloaded\./);
    await screenshotBothSizes(customer, 'app-keys', card);
    expect(errors).toEqual([]);
  });
});
