import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './chromium.js';

/**
 * The app's notifications live region; every docs/product.md §8 message is read from here, verbatim. By its exact name:
 * the "App notifications" card (an owner's messages to their app's users) is a region too.
 */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

/**
 * Waits for a toast with exactly this text (docs/product.md wording, letter for letter), or matching a pattern where
 * the text varies (counts, versions). Most toasts follow a Cloud Function's answer: they get the step limit
 * (chromium.ts).
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = STEP_TIMEOUT_MS): Promise<void> {
  await notifications(page).getByText(text, { exact: true }).first().waitFor({ timeout });
}

/**
 * Waits for "Payment successful" after Checkout: the toast follows verifyPayment's answer, and verifyPayment checks the
 * signature and fulfils the request (builds the App Bundle, stores it, emails the customer) before it answers. That
 * takes a few seconds on an idle machine and 14 s were seen on 2 cores running phase 1 beside two stack suites, where
 * its Functions emulator worker may also be starting: twice the step limit.
 */
export async function expectPaymentConfirmed(page: Page): Promise<void> {
  await expectToast(page, 'Payment successful', 2 * STEP_TIMEOUT_MS);
}

/** A request's row (desktop table) or card (mobile), by app name. */
export function requestRow(page: Page, appName: string): Locator {
  return page.getByTestId('request-row').filter({ hasText: appName });
}

/** Errors the page throws or logs: the journey must finish without any. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text().slice(0, 300)}`);
  });
  return errors;
}

/**
 * Closes every notification, as a user who has read them would (the APK result toasts never close on their
 * own, docs/product.md §2), so screenshots show the page rather than a stack of toasts.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = notifications(page).getByRole('button', { name: 'Close notification' });
  for (let attempt = 0; attempt < 20 && (await close.count()) > 0; attempt += 1) {
    // The newest first: on phones toasts stack over each other, the newest in front (docs/product.md §2). A toast
    // whose own timer ends between the count and the click leaves nothing to click (the click would wait for another
    // toast until its timeout): a click that finds none is followed by a new count.
    await close
      .last()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    // Each toast animates out; wait for the count to drop before the next click.
    await page.waitForTimeout(50);
  }
  if ((await close.count()) > 0)
    throw new Error('the notifications did not close when their close buttons were pressed');
}
