import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

export const ARTIFACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** The two sizes the design is judged at: a common phone and a laptop. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** With the common small Android (360 px) too: the widths every phone-first check is made at. */
const ALL_VIEWPORTS = [{ width: 360, height: 800 }, ...VIEWPORTS] as const;

/**
 * Captures the page at both sizes (showing `focus` when given), then restores the journey's own viewport.
 * Waits for layout to settle after each resize, since the requests list swaps between cards and a table.
 */
export async function screenshotBothSizes(page: Page, name: string, focus?: Locator): Promise<string[]> {
  return screenshotAt(page, name, VIEWPORTS, focus);
}

/** The same at 360, 390 and 1440 px. */
export async function screenshotAllSizes(page: Page, name: string, focus?: Locator): Promise<string[]> {
  return screenshotAt(page, name, ALL_VIEWPORTS, focus);
}

async function screenshotAt(
  page: Page,
  name: string,
  viewports: ReadonlyArray<{ width: number; height: number }>,
  focus?: Locator,
): Promise<string[]> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    // A resize can start CSS animations (the details dialog becomes a sliding sheet on phones) and swaps the
    // phone and desktop layouts, which re-renders the part to show: let both settle before looking for it.
    await settle(page);
    // Layouts differ per size (table or cards), so the part to show is scrolled to after each resize.
    if (focus) await scrollToView(focus);
    await settle(page);
    const file = join(ARTIFACTS_DIR, `${name}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The app's own font files swap in when they arrive (web/src/styles/fonts.css): measure with them.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Scrolls to the element, finding it again if the layout swap replaced it between finding and scrolling. */
async function scrollToView(focus: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await focus.scrollIntoViewIfNeeded();
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('not attached')) throw error;
    }
  }
}
