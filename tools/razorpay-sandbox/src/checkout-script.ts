import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'checkout.browser.js'), 'utf8');

/** checkout.js as served, calling back to the origin the browser loaded it from. */
export function checkoutScript(sandboxOrigin: string): string {
  return TEMPLATE.replace("'__SANDBOX_ORIGIN__'", JSON.stringify(sandboxOrigin));
}
