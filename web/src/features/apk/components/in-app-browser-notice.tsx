import { useState } from 'react';
import { Notice } from '@/components/ui/notice';
import { detectInAppBrowser } from '../lib/in-app-browser';

/** docs/product.md §2 dashboard: in an embedded web view, ask for a normal browser to download the APK. */
export function InAppBrowserNotice({ userAgent }: { userAgent?: string }) {
  const [app] = useState(() => detectInAppBrowser(userAgent ?? navigator.userAgent));
  if (!app) return null;
  return (
    <Notice tone="warning" title="You are inside an in-app browser">
      Downloads may not work here. Open this site in your device&apos;s normal browser (Chrome, Safari or Firefox) and
      log in to download the APK.
    </Notice>
  );
}
