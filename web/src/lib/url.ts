import { messages } from './validation';

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const otherScheme = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Home and APK form URL (docs/product.md §5): empty is refused; a missing http(s) prefix is completed with
 * https://. The result must parse as a web address with a plausible host.
 */
export function normalizeWebsiteUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: messages.invalidUrl };
  let candidate = trimmed;
  if (!/^https?:\/\//i.test(trimmed)) {
    if (otherScheme.test(trimmed)) return { ok: false, message: messages.urlScheme };
    candidate = `https://${trimmed.replace(/^\/+/, '')}`;
  }
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
