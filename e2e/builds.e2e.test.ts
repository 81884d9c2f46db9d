import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemTool } from '@apkforge/test-kit';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_GONE_MESSAGE, type BuildRecord } from '../functions/src/contracts/builds.js';
import { BUILD_EXPIRED_MESSAGE } from '../functions/src/contracts/lifecycle.js';
import { collectPageErrors, dismissToasts, expectToast } from './src/app-page.js';
import { axeFindings, smallTargets } from './src/axe.js';
import { launchChromium } from './src/chromium.js';
import { startFrameableSite, type FrameableSite } from './src/frameable-site.js';
import { DESKTOP_1440, PHONE_360, PHONE_390, clippedElements, horizontalOverflow, settle } from './src/layout.js';
import { readQrCode } from './src/qr.js';
import { ARTIFACTS_DIR, screenshotBothSizes } from './src/screenshots.js';
import { writeDatabase } from './src/seed-data.js';
import { readDatabase } from './src/server-state.js';
import { signInThroughForm } from './src/sign-in.js';
import { APP_URL } from './src/stack-urls.js';
import { createTestUser, type TestUser } from './src/test-users.js';

const browserTool = systemTool('chromium');

const TAP_TARGETS = '.btn, button.user-menu__button, .topbar__link, .requests__open, .dialog__close';
/** The innermost elements that reach past the right edge of the viewport (what makes a page scroll sideways). */
function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter(
        (element) =>
          ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1),
      )
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 50)}`)
      .slice(0, 10),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// At the phone's width a name of 82 characters (the form allows 100), which must wrap inside the panel.
const APP_NAMES = {
  [PHONE_390.width]: 'Sri Lakshmi Venkateswara Traders and Wholesale Distributors of Kitchen Essentials',
  [DESKTOP_1440.width]: 'Lakshmi Traders',
} as const;

interface Built {
  buildId: string;
  appName: string;
  bytes: Buffer;
  download: Download;
}

/** The file a download event saved, read back. */
async function savedBytes(download: Download): Promise<Buffer> {
  const file = join(ARTIFACTS_DIR, `builds-e2e-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return readFileSync(file);
}

// A free build, its result panel (facts, QR code, install steps), then "My builds" and a download again, at a phone's
// width and a laptop's (docs/product.md "Build result", "My builds").
describe.skipIf(browserTool.skip)('the build result panel and My builds', () => {
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let user: TestUser;
  let site: FrameableSite;
  const built: Built[] = [];
  // Every link createDownloadLink answered the page, in order: the QR code and each download again get their own.
  const mintedLinks: string[] = [];

  const panel = () => page.getByRole('region', { name: 'Your app is ready' });
  const myBuilds = () => page.getByRole('region', { name: 'My builds' });

  beforeAll(async () => {
    site = await startFrameableSite();
    user = await createTestUser('builds');
    browser = await launchChromium(browserTool.path ?? '/usr/bin/chromium');
    const context = await browser.newContext({ viewport: PHONE_390, acceptDownloads: true });
    page = await context.newPage();
    pageErrors = collectPageErrors(page);
    page.on('response', async (response) => {
      if (!response.url().endsWith('/createDownloadLink') || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => null)) as { result?: { url?: string } } | null;
      if (body?.result?.url) mintedLinks.push(new URL(body.result.url, APP_URL).toString());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function generate(appName: string): Promise<Download> {
    const generateButton = page.getByRole('button', { name: 'Generate free APK' });
    await page.getByLabel('Website URL').first().fill(site.url);
    await page.getByRole('button', { name: 'Preview in mobile' }).click();
    await generateButton.and(page.locator(':enabled')).waitFor();
    await generateButton.click();
    const form = page.getByRole('dialog', { name: 'App Configuration' });
    await form.waitFor();
    // The site import decides whether the site confirmation is still asked for (once per package).
    await form.getByText(/^(Filled in from your site|We could not read)/).waitFor();
    await settle(page);
    expect(await axeFindings(page, form)).toEqual([]);
    await form.getByLabel('App name').fill(appName);
    const confirm = form.getByLabel('I own this website or have permission to publish it as an app.');
    if (await confirm.isVisible()) await confirm.check();
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Generate APK' }).click();
    await expectToast(page, 'APK is downloading! Your app is ready to use.');
    await form.waitFor({ state: 'detached' });
    return download;
  }

  for (const viewport of [PHONE_390, DESKTOP_1440]) {
    const appName = APP_NAMES[viewport.width];

    it(`${viewport.width} px: a free build opens the result panel in place, focused, with the file's facts`, async () => {
      await page.setViewportSize(viewport);
      if (built.length === 0) {
        await signInThroughForm(page, user);
        await myBuilds().getByText('No builds yet. Generate a free APK and it appears here.').waitFor();
      } else {
        await page.goto(`${APP_URL}/dashboard`);
      }
      const download = await generate(appName);
      const bytes = await savedBytes(await download);
      await panel().waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'build-result');

      const records = (await readDatabase(`builds/${user.uid}`)) as Record<string, BuildRecord>;
      const [buildId, record] = Object.entries(records).sort(([, a], [, b]) => b.createdAt - a.createdAt)[0]!;
      built.push({ buildId, appName, bytes, download: await download });
      expect(record.sha256).toBe(sha256(bytes));
      const text = await panel().textContent();
      for (const fact of [appName, record.packageName, record.versionName, kib(bytes.length), sha256(bytes)]) {
        expect(text).toContain(fact);
      }
      expect(text).toContain(record.certificateSha256);
      expect(text).toContain(`versionCode${built.length}`);
      await panel().getByRole('button', { name: 'Copy APK SHA-256' }).waitFor();
      await panel().getByRole('button', { name: 'Copy signing certificate SHA-256' }).waitFor();
      await panel().getByRole('heading', { name: 'Install it in three steps' }).waitFor();
      expect(await panel().getByRole('listitem').count()).toBe(3);

      // Nothing scrolls sideways and no text is cut: the long name wraps.
      await dismissToasts(page);
      await settle(page);
      expect(await elementsPastTheEdge(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await clippedElements(panel(), 'h2, p, dt, dd, li')).toEqual([]);
    });

    it(`${viewport.width} px: the QR code holds an absolute link of its own that answers the APK`, async () => {
      const { buildId, bytes, download } = built[built.length - 1]!;
      const qr = panel().getByRole('img', { name: `QR code: a download link of ${appName}` });
      await qr.waitFor();
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(150);
      const link = await readQrCode(qr);
      expect(link).toMatch(new RegExp(`^${APP_URL}/api/builds/${buildId}/download\\?token=[^&]+$`));
      // A link of its own, minted by createDownloadLink for the code after the build answered the page's download.
      await expect.poll(() => mintedLinks.includes(link!)).toBe(true);
      expect(download.url()).toContain(`/api/builds/${buildId}/download?token=`);
      await panel()
        .getByText(/^This code works until /)
        .waitFor();

      const answer = await fetch(link!);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/vnd.android.package-archive');
      expect(sha256(Buffer.from(await answer.arrayBuffer()))).toBe(sha256(bytes));
    });

    it(`${viewport.width} px: My builds lists it live, by app, and downloads it again with a new link`, async () => {
      const { buildId, bytes } = built[built.length - 1]!;
      const row = myBuilds().locator(`[data-build-id="${buildId}"]`);
      await row.waitFor();
      const rowText = await row.textContent();
      expect(rowText).toContain(kib(bytes.length));
      // Both builds are of one site, so of one package: one group, newest first.
      const ids = await myBuilds()
        .getByTestId('my-build')
        .evaluateAll((rows) => rows.map((r) => r.dataset.buildId));
      expect(ids).toEqual(built.map((b) => b.buildId).reverse());

      const minted = mintedLinks.length;
      const again = page.waitForEvent('download');
      await row.getByRole('button', { name: /^Download APK: / }).click();
      expect(sha256(await savedBytes(await again))).toBe(sha256(bytes));
      // A new signed link for this click, not the build's first one (the response listener reads its body after the
      // download may have started, so the list is polled).
      const url = (await again).url();
      await expect.poll(() => mintedLinks.slice(minted)).toEqual([url]);
      await expectToast(page, 'Download started.');

      await dismissToasts(page);
      await settle(page);
      expect(await elementsPastTheEdge(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      if (viewport === PHONE_390) expect(await smallTargets(page, TAP_TARGETS)).toEqual([]);
    });
  }

  it('saves screenshots of the build result and My builds at 390 and 1440 px', async () => {
    await dismissToasts(page);
    const files = [
      ...(await screenshotBothSizes(page, 'build-result', panel())),
      ...(await screenshotBothSizes(page, 'my-builds', myBuilds())),
    ];
    expect(files.map((file) => file.split('/').pop())).toEqual([
      'build-result-390x844.png',
      'build-result-1440x900.png',
      'my-builds-390x844.png',
      'my-builds-1440x900.png',
    ]);
  });

  it('fits the smallest common phone, 360 px, without sideways scrolling', async () => {
    await page.setViewportSize(PHONE_360);
    await settle(page);
    await panel().scrollIntoViewIfNeeded();
    expect(await elementsPastTheEdge(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await clippedElements(panel(), 'h2, p, dt, dd, li')).toEqual([]);
    await page.setViewportSize(DESKTOP_1440);
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });

  it('says a build is no longer available, from its record or from the server, instead of failing', async () => {
    const [first, latest] = built as [Built, Built];
    // The retention sweep's mark: the row changes live.
    await writeDatabase(`builds/${user.uid}/${first.buildId}/expiredAt`, Date.now());
    const firstRow: Locator = myBuilds().locator(`[data-build-id="${first.buildId}"]`);
    await firstRow.getByText(BUILD_EXPIRED_MESSAGE).waitFor();
    expect(await firstRow.getByRole('button').count()).toBe(0);

    // A record that disappears while the panel is open: the server's not-found sentence replaces the button.
    await writeDatabase(`builds/${user.uid}/${latest.buildId}`, null);
    await panel()
      .getByRole('button', { name: /^Download APK: / })
      .click();
    await panel().getByText(BUILD_GONE_MESSAGE).waitFor();
    expect(
      await panel()
        .getByRole('button', { name: /^Download APK: / })
        .count(),
    ).toBe(0);
  });
});
