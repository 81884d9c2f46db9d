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

/** A readable app name from an address: "https://www.my-shop.in/x" gives "My Shop". */
export function appNameFromUrl(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return 'MyApp';
  }
  const labels = host.replace(/^www\./, '').split('.');
  const main = labels.length > 1 ? labels[labels.length - 2]! : labels[0]!;
  const words = main.split(/[-_]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return name || 'MyApp';
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
