import { Notice } from '@/components/ui/notice';
import { useInAppBrowser } from '@/lib/in-app-browser';

/**
 * Where the notice stands: the dashboard's text is the spec's (docs/product.md §2 "Dashboard"); before sign-in
 * (home, login) Google sign-in fails in these web views too, so the text says so.
 */
export type InAppBrowserPlace = 'dashboard' | 'before-sign-in';

const texts: Record<InAppBrowserPlace, string> = {
  dashboard:
    "Downloads may not work here. Open this site in your device's normal browser (Chrome, Safari or Firefox) and log in to download the APK.",
  'before-sign-in':
    "Google sign-in and downloads may not work here. Open this site in your device's normal browser (Chrome, Safari or Firefox) to log in and download your APK.",
};

/** In an embedded web view (Instagram, Facebook, Android WebView...), ask for a normal browser. */
export function InAppBrowserNotice({
  place = 'dashboard',
  userAgent,
  className,
}: {
  place?: InAppBrowserPlace;
  userAgent?: string;
  /** Layout of the wrapper (a page container...); nothing at all is rendered in a normal browser. */
  className?: string;
}) {
  const app = useInAppBrowser(userAgent);
  if (!app) return null;
  return (
    <div className={className} data-testid="in-app-browser-notice">
      <Notice tone="warning" title="You are inside an in-app browser">
        {texts[place]}
      </Notice>
    </div>
  );
}
