import { useSyncExternalStore } from 'react';

// Apps that open links in their own web view (docs/product.md §2 dashboard notice). Downloads and Google
// sign-in often fail there, so the dashboard asks the person to switch to a real browser.
const inAppMarkers: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Facebook', pattern: /FBAN|FBAV|FB_IAB|FBIOS|FB4A/ },
  { name: 'Instagram', pattern: /Instagram/ },
  { name: 'LinkedIn', pattern: /LinkedInApp/ },
  { name: 'LINE', pattern: /\bLine\/\d/ },
  { name: 'WeChat', pattern: /MicroMessenger/ },
  // Android System WebView marks itself with "; wv)".
  { name: 'Android WebView', pattern: /Android.*;\s?wv\)/ },
];

export function detectInAppBrowser(userAgent: string): string | null {
  for (const { name, pattern } of inAppMarkers) if (pattern.test(userAgent)) return name;
  // iOS WKWebView: an Apple mobile device with AppleWebKit but no Safari token (real Safari,
  // Chrome and Firefox on iOS all carry "Safari/").
  if (/(iPhone|iPod|iPad)/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari\//.test(userAgent))
    return 'iOS web view';
  return null;
}

export function isInAppBrowser(userAgent: string): boolean {
  return detectInAppBrowser(userAgent) !== null;
}

const unchanging = () => () => undefined;

/**
 * The embedded browser this page runs in, if any. Read after hydration: a prerendered page's HTML was made without a
 * browser (app/prerender.tsx), so its first render says "none" like the HTML, and the notice appears right after.
 */
export function useInAppBrowser(userAgent?: string): string | null {
  return useSyncExternalStore(
    unchanging,
    () => detectInAppBrowser(userAgent ?? navigator.userAgent),
    () => null,
  );
}
