import type { Page } from 'playwright-core';

/**
 * Every control on the page smaller than `min` px in either direction (docs/product.md §2: on phones every target
 * is at least 44 px): links, buttons, fields, selects, summaries, and a checkbox or radio by the label around it.
 * A link inside a sentence is excepted (WCAG 2.5.8's inline exception): an inline link whose parent holds other
 * text. Hidden controls and screen-reader-only ones are left out.
 */
export async function smallTapTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, label.btn, [role="button"], [role="menuitem"]',
    );
    const inProse = (element: HTMLElement) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    const box = (element: HTMLElement): DOMRect => {
      if (element.matches('input[type="checkbox"], input[type="radio"]')) {
        const label =
          element.closest('label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`) : null);
        if (label) return label.getBoundingClientRect();
      }
      // A file input hidden behind its styled label is hit through the label.
      if (element.matches('input[type="file"]') && element.id) {
        const label = document.querySelector<HTMLElement>(`label[for="${element.id}"]`);
        if (label) return label.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    return [...controls]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden, [hidden]'))
      .filter((element) => !inProse(element))
      .map((element) => ({ element, rect: box(element) }))
      .filter(({ rect }) => rect.width > 1 && Math.min(rect.width, rect.height) < min - 0.5)
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      );
  }, min);
}
