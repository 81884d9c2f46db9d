import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, SUPPORT_USER } from '../functions/src/contracts/local-stack.js';
import { collectPageErrors, expectToast } from './src/app-page.js';
import { launchChromium } from './src/chromium.js';
import { screenshotBothSizes } from './src/screenshots.js';
import { readDatabase } from './src/server-state.js';
import { APP_URL } from './src/stack-urls.js';

const browserTool = systemTool('chromium');

/** The demo dataset's custom-plan request (emulator-data). */
const CUSTOM_APP = 'Kirana Mart';
const DEMO_UID = 'apkforgeDemoUser000000000001';
const CUSTOM_REQUEST = '-OdemoA0000000000005';

async function signIn(page: Page, email: string, password: string, landing = '**/dashboard'): Promise<void> {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login successful!');
  await page.waitForURL(landing);
}

// A second browser signed in as support moves the demo customer's request while the customer's open
// Request Details dialog follows live; the steps build on each other and run in order.
describe.skipIf(browserTool.skip)('the support console and the customer, in two browsers', () => {
  let browser: Browser;
  let customerContext: BrowserContext;
  let supportContext: BrowserContext;
  let customer: Page;
  let support: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    supportContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    customer = await customerContext.newPage();
    support = await supportContext.newPage();
    errors = [...collectPageErrors(customer), ...collectPageErrors(support)];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('refuses /ops to a customer', async () => {
    await signIn(customer, DEMO_USER.email, DEMO_USER.password);
    await customer.goto(`${APP_URL}/ops`);
    await expectToast(customer, 'The support console is only for the Apkforge support team.');
    await customer.waitForURL('**/dashboard');
  });

  it('shows the customer what an Update needed asks, and takes the reply', async () => {
    await customer.getByRole('button', { name: 'Open details of Yatra Notes' }).click();
    const details = customer.getByRole('dialog', { name: 'Request Details' });
    await details
      .getByText(/Please reply with a link to a square PNG/)
      .first()
      .waitFor();
    await details.getByLabel('Your reply').fill('Here it is: https://yatra.example/icon-512.png');
    await details.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(customer, 'Reply sent. The support team will pick it up shortly.');
    await details.getByText('In review: paid, and being reviewed.').waitFor();
    await details.getByTestId('request-timeline').getByText('Your reply').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
  });

  it('shows the customer an unquoted custom request as awaiting a quote', async () => {
    await customer.getByRole('button', { name: `Open details of ${CUSTOM_APP}` }).click();
    const details = customer.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('Awaiting quote').waitFor();
    await details.getByText('Submitted: awaiting a quote from support.').waitFor();
  });

  it('lets support find the request in the live queue', async () => {
    // Support lands on its console (docs/product.md "Support console").
    await signIn(support, SUPPORT_USER.email, SUPPORT_USER.password, '**/ops');
    await support.getByRole('heading', { level: 1, name: 'Support console' }).waitFor();
    await support.getByRole('searchbox').fill('kirana');
    await support.getByRole('link', { name: CUSTOM_APP }).click();
    await support.getByTestId('ops-request').waitFor();
    await screenshotBothSizes(support, 'ops-request');
  });

  it("quotes it, and the customer's open dialog offers to pay the quote", async () => {
    await support.getByLabel('Amount in ₹ (whole rupees)').fill('4500');
    await support.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(support, 'Quote: done.');
    const details = customer.getByRole('dialog', { name: 'Request Details' });
    await details.getByRole('button', { name: `Pay ₹4,500 for ${CUSTOM_APP}` }).waitFor();
    await details.getByTestId('request-timeline').getByText('Quote: ₹4,500').waitFor();
  });

  it('takes the payment of the quoted amount', async () => {
    await customer
      .getByRole('dialog', { name: 'Request Details' })
      .getByRole('button', { name: `Pay ₹4,500 for ${CUSTOM_APP}` })
      .click();
    await customer.getByTestId('razorpay-sandbox-modal').waitFor({ timeout: 15_000 });
    await customer.getByTestId('razorpay-sandbox-pay').click();
    await expectToast(customer, 'Payment successful');
    const stored = (await readDatabase(`requests/${DEMO_UID}/${CUSTOM_REQUEST}`)) as Record<string, unknown>;
    expect(stored).toMatchObject({ paymentStatus: 'paid', amountInr: 4500 });
  });

  it('moves the request along while the dialog follows, with the message and the status in words', async () => {
    await support.getByRole('button', { name: 'Move to In review' }).click();
    await expectToast(support, 'Moved to In review.');
    await support.getByRole('button', { name: 'Move to Accepted' }).click();
    await expectToast(support, 'Moved to Accepted.');
    await support.getByLabel(/Message to the customer/).fill('We are building your store listing now.');
    await support.getByRole('button', { name: 'Send as message only' }).click();
    await expectToast(support, 'Message sent.');

    const details = customer.getByRole('dialog', { name: 'Request Details' });
    await details.getByText('We are building your store listing now.').waitFor();
    await details.getByText('Accepted: the support team will start on it shortly.').waitFor();
    await details.getByTestId('request-tracker').and(customer.locator('[data-stage="4"]')).waitFor();

    await support.getByLabel('Label the customer sees').fill('Your Play listing');
    await support.getByLabel(/https link/).fill('https://play.google.com/store/apps/details?id=in.kiranamart');
    await support.getByRole('button', { name: 'Attach' }).click();
    await expectToast(support, 'Deliver: done.');
    await details.getByText('Ready: Your Play listing').waitFor();

    await support.getByRole('button', { name: 'Move to In progress' }).click();
    await expectToast(support, 'Moved to In progress.');
    await support.getByRole('button', { name: 'Move to Completed' }).click();
    await expectToast(support, 'Moved to Completed.');
    await details.getByText('Completed: your app is ready.').waitFor();
    await details.getByTestId('request-tracker').and(customer.locator('[data-stage="5"]')).waitFor();
    await screenshotBothSizes(customer, 'details-completed');
  });

  it('finished without page errors', () => {
    expect(errors).toEqual([]);
  });
});
