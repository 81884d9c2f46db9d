// The app name suggested for a site when it states none (docs/product.md "Site import"), shared by the web form, the
// build endpoint and the site import, so all three agree. An address alone must never give an app called "0" or
// "10.0.0.1": names need a letter, and IP hosts and single-label hosts give DEFAULT_APP_NAME.

export const DEFAULT_APP_NAME = 'My App';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True when a name can stand as an app's name: it has a letter and is not an IP address. */
export function isUsableAppName(name: string): boolean {
  const trimmed = name.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  return !IPV4.test(trimmed) && !(trimmed.includes(':') && /^[0-9a-f:.[\]]+$/i.test(trimmed));
}

/** A readable app name from an address: "https://www.my-shop.in/x" gives "My Shop". */
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
  const main = labels.length > 1 ? labels[labels.length - 2]! : (labels[0] ?? '');
  const words = main.split(/[-_]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return isUsableAppName(name) ? name : DEFAULT_APP_NAME;
}
