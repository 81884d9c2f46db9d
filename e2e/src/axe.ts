import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe finding, reduced to what a failing test should print. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// No serious (or critical) and no moderate findings; minor ones are advice.
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

/**
 * Runs axe-core in the page (evaluated once per document through the DevTools protocol: a script tag would be an
 * inline script, which the app's Content-Security-Policy refuses) and returns its blocking findings. `within` limits the
 * check to one part of the page, such as an open dialog.
 */
export async function axeFindings(page: Page, within?: Locator): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const root = within ? await within.elementHandle() : null;
  const violations = await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(context ?? document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  }, root);
  return violations.filter((finding) => BLOCKING.has(finding.impact));
}

/** Visible elements matching `selector` whose box is shorter or narrower than `min` px (tap targets on phones). */
export async function smallTargets(page: Page, selector: string, min = 44): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden'))
        .filter((element) => {
          const { width, height } = element.getBoundingClientRect();
          return Math.min(width, height) < min - 0.5;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    { selector, min },
  );
}
