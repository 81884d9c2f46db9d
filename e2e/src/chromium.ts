import { chromium, type Browser } from 'playwright-core';

/**
 * Flags for Debian's Chromium (its headless shell when installed, tools/test-kit/src/system-tool.ts) on an offline
 * machine: without the networking ones it keeps calling Google's hosts, and as root it needs --no-sandbox.
 * playwright-core gives every launch a fresh temporary profile. The resolver rule keeps the browser on this machine on
 * a connected one too: every host but localhost and 127.0.0.1 fails to resolve, as offline (a customer's site typed
 * in a test, a preview's frame). Chromium maps address literals too, hence the second exclusion.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * How long a step waits for the app before it fails: actions, navigations, `locator.waitFor` and the toasts
 * (Playwright's own default is 30 s). Most steps wait on a Cloud Function (a toast after a callable, a download,
 * Checkout's order, the site import, a status the server writes), and on 2 cores running phase 1 beside two stack
 * suites the Functions emulator may first start that function's worker: Checkout's "Payment successful" took 14 s
 * there against 0.3 s idle. A wait that succeeds returns at once, so the limit costs nothing when the app behaves; it
 * is there to catch a hang, not slowness.
 */
export const STEP_TIMEOUT_MS = 45_000;

export async function launchChromium(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  // Every context (browser.newPage opens one too) gets the step limit as it is created, before its first page.
  browser.on('context', (context) => {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  });
  return browser;
}
