import { systemTool } from '@apkforge/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_SESSION_KEY } from '../functions/src/contracts/session-hint-script.js';
import { collectPageErrors } from './src/app-page.js';
import { launchChromium } from './src/chromium.js';
import { APP_URL } from './src/stack-urls.js';

const browserTool = systemTool('chromium');

// docs/architecture.md "Prerendered pages": Hosting serves the first screen as HTML, the app hydrates it.
describe('prerendered pages as Hosting serves them', () => {
  it.each([
    ['/', 'Turn your website into an <em>Android app</em>'],
    ['/plans', 'Pick the plan that gets your app where it needs to be'],
    ['/blog/website-to-app-guide', 'How to turn your website into an Android app'],
  ])('%s comes with its first screen in the HTML', async (path, heading) => {
    const html = await (await fetch(`${APP_URL}${path}`)).text();
    expect(html).toContain(`<div id="root" data-prerendered="${path}">`);
    expect(html).toContain(heading);
  });

  it('every other address gets the empty shell, never a page made for another address', async () => {
    for (const path of ['/dashboard', '/login', '/ops', '/no-such-page']) {
      const html = await (await fetch(`${APP_URL}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

describe.skipIf(browserTool.skip)('prerendered pages in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('paints the home page without any JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Turn your website into an Android app');
    expect(await page.getByRole('button', { name: 'Preview in mobile' }).isVisible()).toBe(true);
    await context.close();
  });

  it.each(['/', '/plans', '/more-features', '/privacy-policy'])(
    'hydrates %s in place: the same elements, no mismatch, no error',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
        });
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${APP_URL}${path}`);
      // Interactive once hydrated: the top bar's links appear when the session says "signed out".
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).waitFor();
      const same = await page.evaluate(
        () => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector('h1'),
      );
      expect(same, 'the heading painted from HTML is the one the app uses').toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the home page hidden where a verified user was signed in last time (it opens the dashboard)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((key) => window.localStorage.setItem(key, '1'), VERIFIED_SESSION_KEY);
    const page = await context.newPage();
    // Without the app's scripts, only the page's one inline script runs: the home stays hidden.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${APP_URL}/`);
    const hidden = await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility);
    expect(hidden).toBe('hidden');
    await context.close();
  });
});
