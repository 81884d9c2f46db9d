import { systemTool } from '@apkforge/test-kit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, expectPaymentConfirmed, expectToast } from './src/app-page.js';
import { launchChromium } from './src/chromium.js';
import { screenshotBothSizes } from './src/screenshots.js';
import { seedRequest, writeDatabase } from './src/seed-data.js';
import { readDatabase } from './src/server-state.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

/**
 * The customer's two requests, as the demo dataset has them (emulator-data) but the customer's own, so the steps can
 * change them on any stack, one that stays up included: a custom-plan request awaiting a quote, and a paid one in
 * Update needed with support's question. A run's own names, so support's search finds this run's request only.
 */
const RUN = Date.now().toString(36);
const CUSTOM_APP = `Kirana Mart ${RUN}`;
const UPDATE_APP = `Yatra Notes ${RUN}`;

async function seedCustomerRequests(customer: TestUser): Promise<string> {
  const owner = { email: customer.email, accountHolderEmail: customer.email };
  const custom = await seedRequest(customer.uid, {
    ...owner,
    url: 'https://shop.example.in',
    appName: CUSTOM_APP,
    planId: 'other',
    planName: 'Other (Custom Requirement)',
    amountInr: undefined,
    extraInstructions: 'We need push notifications and a custom splash.',
  });
  const update = await seedRequest(customer.uid, {
    ...owner,
    url: 'https://travel.example.com',
    appName: UPDATE_APP,
    status: 'update_needed',
    progressPercent: 30,
    paymentStatus: 'paid',
    razorpayOrderId: `order_E2e${RUN}`,
    razorpayPaymentId: `pay_E2e${RUN}`,
    paidAt: Date.now() - 3_600_000,
    lastActivityAt: Date.now() - 3_600_000,
  });
  await writeDatabase(`timeline/${customer.uid}/${update.id}/seed-update-needed`, {
    id: 'seed-update-needed',
    at: Date.now() - 3_600_000,
    kind: 'status',
    by: 'support',
    from: 'in_review',
    to: 'update_needed',
    text: 'Your icon is 64 x 64 px, which looks blurry on phones. Please reply with a link to a square PNG of at least 512 x 512 px.',
  });
  return custom.id;
}

async function signIn(page: Page, email: string, password: string, landing = '**/dashboard'): Promise<void> {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login successful!');
  await page.waitForURL(landing);
}

// A second browser signed in as support moves the customer's request while the customer's open
// Request Details dialog follows live; the steps build on each other and run in order.
describe.skipIf(browserTool.skip)('the support console and the customer, in two browsers', () => {
  let browser: Browser;
  let customerContext: BrowserContext;
  let supportContext: BrowserContext;
  let customer: Page;
  let support: Page;
  let errors: string[];
  let customerUser: TestUser;
  let supportUser: TestUser;
  let customRequest: string;

  beforeAll(async () => {
    customerUser = await createTestUser('console-customer');
    supportUser = await createTestUser('console-support', { claims: { support: true } });
    customRequest = await seedCustomerRequests(customerUser);
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
    await signIn(customer, customerUser.email, customerUser.password);
    await customer.goto(`${APP_URL}/ops`);
    await expectToast(customer, 'The support console is only for the Apkforge support team.');
    await customer.waitForURL('**/dashboard');
  });

  it('shows the customer what an Update needed asks, and takes the reply', async () => {
    await customer.getByRole('button', { name: `Open details of ${UPDATE_APP}` }).click();
    const details = customer.getByRole('dialog', { name: 'Request Details' });
    await details
      .getByText(/Please reply with a link to a square PNG/)
      .first()
      .waitFor();
    await details.getByLabel('Your answer').fill('Here it is: https://yatra.example/icon-512.png');
    await details.getByRole('button', { name: 'Send message' }).click();
    await expectToast(customer, 'Message sent. The support team will pick it up shortly.');
    await details.getByText('In review: paid, and being reviewed.').waitFor();
    await details.getByTestId('request-timeline').getByText('Here it is: https://yatra.example/icon-512.png').waitFor();
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
    await signIn(support, supportUser.email, supportUser.password, '**/ops');
    await support.getByRole('heading', { level: 1, name: 'Support console' }).waitFor();
    await support.getByRole('searchbox').fill(CUSTOM_APP.toLowerCase());
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
    await customer.getByTestId('razorpay-sandbox-modal').waitFor();
    await customer.getByTestId('razorpay-sandbox-pay').click();
    await expectPaymentConfirmed(customer);
    const stored = (await readDatabase(`requests/${customerUser.uid}/${customRequest}`)) as Record<string, unknown>;
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
