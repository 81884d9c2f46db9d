import type { Locator, Page } from 'playwright-core';

/** The app's notifications live region; every docs/product.md §8 message is read from here, verbatim. */
function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/** Waits for a toast with exactly this text (docs/product.md wording, letter for letter). */
export async function expectToast(page: Page, text: string, timeout = 15_000): Promise<void> {
  await notifications(page).getByText(text, { exact: true }).first().waitFor({ timeout });
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
  while ((await close.count()) > 0) {
    // The newest first: on phones toasts stack over each other, the newest in front (docs/product.md §2).
    await close.last().click();
    // Each toast animates out; wait for the count to drop before the next click.
    await page.waitForTimeout(50);
  }
}
