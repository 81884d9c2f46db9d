import { systemTool } from '@apkforge/test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_USER } from '../functions/src/contracts/local-stack.js';
import { collectPageErrors, expectToast } from './src/app-page.js';
import { axeFindings, smallTargets } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { DESKTOP_1440, PHONE_360, horizontalOverflow, settle } from './src/layout.js';
import { screenshotAllSizes, screenshotBothSizes } from './src/screenshots.js';
import { readDatabase } from './src/server-state.js';
import { seedRequest } from './src/seed-data.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { smallTapTargets } from './src/targets.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

// A 1x1 PNG and a small PDF: real files of their types (the server checks their first bytes).
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MOCKUP = Buffer.concat([Buffer.from('%PDF-1.4\n% a design mockup\n'), Buffer.alloc(512, 0x20)]);
const APP = `Chai Corner ${Date.now().toString(36)}`;

// The conversation between a customer and support on an unpaid custom request, in two browsers: support asks for a
// logo and quotes, the customer (arriving by the email's link) answers with the file, support shares a mockup that
// opens after payment and writes back. The tracker never shows a payment that did not happen. Steps build on each other.
describe.skipIf(browserTool.skip)('a two-way conversation with files', () => {
  let browser: Browser;
  let customer: Page;
  let support: Page;
  let errors: string[];
  let user: TestUser;
  let requestId: string;

  async function customerDialog(): Promise<Locator> {
    const dialog = customer.getByRole('dialog', { name: 'Request Details' });
    await dialog.waitFor();
    return dialog;
  }

  beforeAll(async () => {
    user = await createTestUser('conversation');
    requestId = (
      await seedRequest(user.uid, {
        appName: APP,
        email: user.email,
        accountHolderEmail: user.email,
        planId: 'other',
        planName: 'Other (Custom Requirement)',
        amountInr: undefined,
        description: 'A menu app for our tea shop, with online orders.',
      })
    ).id;
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    customer = await (await browser.newContext({ viewport: DESKTOP_1440 })).newPage();
    support = await (await browser.newContext({ viewport: DESKTOP_1440 })).newPage();
    errors = [...collectPageErrors(customer), ...collectPageErrors(support)];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('support asks for the logo and quotes the unpaid custom request', async () => {
    await support.goto(`${APP_URL}/login`);
    await support.getByLabel('Email').fill(SUPPORT_USER.email);
    await support.getByLabel('Password').fill(SUPPORT_USER.password);
    await support.getByRole('button', { name: 'Login', exact: true }).click();
    await support.waitForURL(/\/(dashboard|ops)/);
    await support.goto(`${APP_URL}/ops/requests/${user.uid}/${requestId}`);
    await support.getByTestId('ops-request').waitFor();
    await support
      .getByLabel(/Message to the customer/)
      .fill('Please attach your logo as a square PNG of at least 512 x 512 px.');
    await support.getByRole('button', { name: 'Move to Update needed' }).click();
    await expectToast(support, 'Moved to Update needed.');
    await support.getByLabel('Amount in ₹ (whole rupees)').fill('499');
    await support.getByRole('button', { name: 'Send quote' }).click();
    await expectToast(support, 'Quote: done.');
    // Back to the queue: a request page left open would read the customer's answer the moment it arrives.
    await support.goto(`${APP_URL}/ops`);
  });

  it("opens the request from the email's link, with a tracker that shows no payment that did not happen", async () => {
    await signInThroughForm(customer, user);
    await customer.goto(`${APP_URL}/dashboard?request=${requestId}`);
    const dialog = await customerDialog();
    expect(new URL(customer.url()).search).toBe('');
    await dialog.getByRole('button', { name: `Pay ₹499 for ${APP}` }).waitFor();
    const steps = dialog.getByTestId('tracker-step');
    await dialog.getByTestId('request-tracker').and(customer.locator('[data-stage="4"]')).waitFor();
    expect(await steps.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state')))).toEqual([
      'complete',
      'awaiting-payment',
      'current',
      'upcoming',
      'upcoming',
    ]);
    await dialog.getByText('Unpaid').first().waitFor();
    await screenshotBothSizes(customer, 'tracker-unpaid-custom', dialog.getByTestId('request-tracker'));
  });

  it('answers with the logo attached; the message and its file join the thread', async () => {
    const dialog = await customerDialog();
    await dialog
      .getByText(/Please attach your logo as a square PNG/)
      .first()
      .waitFor();
    await dialog.getByLabel('Your answer').fill('Here is our logo.');
    await dialog
      .getByTestId('composer-file-input')
      .setInputFiles({ name: 'Chai Logo.png', mimeType: 'image/png', buffer: LOGO });
    await dialog.getByText('Chai-Logo.png').waitFor();
    await dialog.getByRole('button', { name: 'Send message' }).click();
    // The file goes up and is checked by its first bytes before the message is recorded: on a loaded machine that
    // took longer than the default wait (the message arrived all the same).
    await expectToast(customer, 'Message sent. The support team will pick it up shortly.', 60_000);
    const thread = dialog.getByTestId('request-timeline');
    await thread.getByRole('button', { name: 'Download Chai-Logo.png' }).waitFor();
    await thread.getByText('Here is our logo.').waitFor();
    // The answer moved the request back to review; the box stays for the next message.
    await dialog.getByText('In review: the support team is looking at your request.').waitFor();
    await dialog.getByLabel('Message to the Apkforge team').waitFor();
  });

  it('support sees the new message in the queue, opens the file, shares a mockup for after payment and writes back', async () => {
    await support.getByRole('searchbox').fill(APP);
    const row = support.getByRole('row').filter({ hasText: APP });
    await row.getByText('New message').waitFor();
    await row.getByRole('link', { name: APP }).click();
    const timeline = support.getByTestId('ops-timeline');
    await timeline.getByText('Customer wrote').waitFor();
    const download = support.waitForEvent('download');
    await timeline.getByRole('button', { name: /Chai-Logo\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('Chai-Logo.png');

    await support.getByLabel('Label the customer sees').fill('Design mockup (PDF)');
    await support
      .getByLabel(/^File \(/)
      .setInputFiles({ name: 'Mockup.pdf', mimeType: 'application/pdf', buffer: MOCKUP });
    await expect.poll(() => support.getByLabel(/only after payment/).isChecked()).toBe(true);
    await support.getByRole('button', { name: 'Attach' }).click();
    await expectToast(support, 'Deliver: done.');
    await support.getByLabel(/Message to the customer/).fill('Thank you! The mockup is in your request.');
    await support.getByRole('button', { name: 'Send as message only' }).click();
    await expectToast(support, 'Message sent.');
  });

  it('the customer sees the reply and the file, which opens after payment, and the timeline never says it is ready', async () => {
    const dialog = await customerDialog();
    const thread = dialog.getByTestId('request-timeline');
    await thread.getByText('Thank you! The mockup is in your request.').waitFor();
    await thread.getByText('Added: Design mockup (PDF) (available after payment)').waitFor();
    expect(await thread.getByText('Ready: Design mockup (PDF)').count()).toBe(0);
    const file = dialog.getByTestId('deliverable').filter({ hasText: 'Design mockup (PDF)' });
    await file.getByText('Available after payment').waitFor();
    expect(await file.getByRole('button', { name: 'Download' }).count()).toBe(0);
    await settle(customer);
    await screenshotBothSizes(
      customer,
      'conversation-thread',
      thread.getByText('Thank you! The mockup is in your request.'),
    );
    // Seen in the open dialog: the read mark followed.
    await expect
      .poll(
        async () =>
          ((await readDatabase(`conversationReads/${user.uid}/${requestId}`)) as { customer?: number } | null)
            ?.customer ?? 0,
      )
      .toBeGreaterThan(0);
  });

  it('is accessible and fits a 360 px phone, with targets of at least 44 px in the conversation', async () => {
    const dialog = await customerDialog();
    expect(await axeFindings(customer, dialog)).toEqual([]);
    await customer.setViewportSize(PHONE_360);
    await settle(customer);
    expect(await horizontalOverflow(customer)).toBe(0);
    expect(
      await smallTargets(
        customer,
        '[data-testid="request-timeline"] button, [data-testid="request-timeline"] textarea',
      ),
    ).toEqual([]);
  });

  // docs/product.md §2 "Phones": the composer with a file chosen, the state a customer answering support is in.
  it('at 360 px, the composer with a file chosen scrolls no sideways, its targets are 44 px and axe finds nothing', async () => {
    const dialog = await customerDialog();
    await customer.setViewportSize(PHONE_360);
    await dialog.getByLabel('Message to the Apkforge team').fill('And our second logo, for the splash screen.');
    await dialog.getByTestId('composer-file-input').setInputFiles({
      name: 'Chai Corner splash logo, final version (square).png',
      mimeType: 'image/png',
      buffer: LOGO,
    });
    const chosen = dialog.getByRole('list', { name: 'Files to send' });
    await chosen.getByRole('button', { name: /^Remove / }).waitFor();
    await settle(customer);
    expect(await horizontalOverflow(customer)).toBe(0);
    expect(await smallTapTargets(customer)).toEqual([]);
    expect(await axeFindings(customer, dialog)).toEqual([]);
    await screenshotAllSizes(customer, 'conversation-composer-attachment', chosen);
    // Not sent: the draft goes, so the thread stays as the steps above left it.
    await customer.setViewportSize(PHONE_360);
    await chosen.getByRole('button', { name: /^Remove / }).click();
    await dialog.getByLabel('Message to the Apkforge team').fill('');
  });

  it('finished without page errors', () => {
    expect(errors).toEqual([]);
  });
});
