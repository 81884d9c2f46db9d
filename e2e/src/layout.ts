import type { Locator, Page } from 'playwright-core';

/** Phone and desktop sizes the layout tests measure at (360 px: the common small Android). */
export const PHONE_360 = { width: 360, height: 800 } as const;
export const PHONE_390 = { width: 390, height: 844 } as const;
export const TABLET_768 = { width: 768, height: 1024 } as const;
export const LAPTOP_1100 = { width: 1100, height: 800 } as const;
export const DESKTOP_1440 = { width: 1440, height: 900 } as const;

/** Waits for the fonts, two frames and every running animation, so measurements see the settled layout. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // The app's own font files swap in when they arrive (web/src/styles/fonts.css): measure with them.
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** The element's box relative to the viewport (getBoundingClientRect), without scrolling it into view. */
export async function viewportBox(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
    return { top, bottom, left, right, width, height };
  });
}

/** Whether the whole box is on screen without scrolling. */
export async function isFullyInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await viewportBox(locator);
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  return box.top >= 0 && box.left >= 0 && box.bottom <= size.height + 0.5 && box.right <= size.width + 0.5;
}

/**
 * The text nodes under `locator` that the browser broke across lines. Emails and addresses are rendered as
 * segments split at "@", "." and "/"; a segment spread over two lines is a mid-word break ("demo@apkforge.de" /
 * "v").
 */
export async function textNodesSplitAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) split.push(node.textContent);
    }
    return split;
  });
}

/** Elements under `locator` whose content is wider than their box (clipped or scrolled sideways). */
export async function clippedElements(locator: Locator, selector: string): Promise<string[]> {
  return locator.evaluate((root, selector) => {
    return (
      [...root.querySelectorAll<HTMLElement>(selector)]
        // Screen-reader-only text is clipped to 1 px on purpose.
        .filter((element) => !element.closest('.visually-hidden') && element.getBoundingClientRect().width > 1)
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 60)}`)
    );
  }, selector);
}

/** How far the document scrolls sideways (0 when nothing overflows the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
