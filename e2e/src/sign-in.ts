import type { Page } from 'playwright-core';
import { APP_URL } from './stack-urls.js';
import type { TestUser } from './test-users.js';

/** Logs in through the login form, as a person would, and waits for where the app sends a verified user. */
export async function signInThroughForm(page: Page, user: TestUser, landing = '**/dashboard'): Promise<void> {
  await page.goto(`${APP_URL}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(landing);
}
