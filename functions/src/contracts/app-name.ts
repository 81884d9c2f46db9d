// The app name suggested for a site when it states none (docs/product.md "Site import"), shared by the web form, the
// build endpoint and the site import, so all three agree. An address alone must never give an app called "0" or
// "10.0.0.1": names need a letter, and IP hosts and single-label hosts give DEFAULT_APP_NAME.

const DEFAULT_APP_NAME = 'My App';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True when a name can stand as an app's name: it has a letter and is not an IP address. */
export function isUsableAppName(name: string): boolean {
  const trimmed = name.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  return !IPV4.test(trimmed) && !(trimmed.includes(':') && /^[0-9a-f:.[\]]+$/i.test(trimmed));
}

/**
 * Second-level labels under which a country code's registrations sit (my-shop.co.in, shop.com.au, trust.org.uk):
 * the site's own label is the one before them. A short list rather than the public-suffix list keeps this file free
 * of dependencies (the web app bundles it); what it misses only gives a plainer suggested name, never a wrong build.
 */
// prettier-ignore
export const COUNTRY_SECOND_LEVELS: ReadonlySet<string> = new Set([
  'ac', 'co', 'com', 'edu', 'firm', 'gen', 'go', 'gov', 'ind', 'ltd', 'ne', 'net', 'nic', 'or', 'org', 'plc', 'res', 'sch',
]);

/** The label that names the site: "my-shop" in www.my-shop.in and in my-shop.co.in, the only one in localhost. */
function siteLabel(labels: readonly string[]): string {
  const count = labels.length;
  if (count >= 3 && labels[count - 1]!.length === 2 && COUNTRY_SECOND_LEVELS.has(labels[count - 2]!))
    return labels[count - 3]!;
  return count > 1 ? labels[count - 2]! : (labels[0] ?? '');
}

/** A readable app name from an address: "https://www.my-shop.in/x" and "https://my-shop.co.in" give "My Shop". */
export function appNameFromUrl(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return DEFAULT_APP_NAME;
  }
  if (host.startsWith('[') || IPV4.test(host)) return DEFAULT_APP_NAME;
  const labels = host
    .replace(/^www\./, '')
    .split('.')
    .filter(Boolean);
  const main = siteLabel(labels);
  const words = main.split(/[-_]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return isUsableAppName(name) ? name : DEFAULT_APP_NAME;
}
