import { completeWebsiteUrl } from '@contracts/website-url';
import { messages } from './validation';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Home and APK form URL (docs/product.md §5): empty is refused; a missing scheme is completed with https://
 * (completeWebsiteUrl, which the command line shares). The result must parse as a web address with a plausible host.
 */
export function normalizeWebsiteUrl(input: string): UrlCheck {
  const candidate = completeWebsiteUrl(input);
  if (!candidate) return { ok: false, message: messages.invalidUrl };
  if (!/^https?:\/\//i.test(candidate)) return { ok: false, message: messages.urlScheme };
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return { ok: false, message: messages.invalidUrl };
  }
  const host = parsed.hostname;
  const plausibleHost = host.includes('.') || host === 'localhost' || host.startsWith('[');
  if (!plausibleHost) return { ok: false, message: messages.invalidUrl };
  return { ok: true, url: candidate };
}

// One rule for the form, the build endpoint and the site import (never "0" from an IP address).
export { appNameFromUrl } from '@contracts/app-name';

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
