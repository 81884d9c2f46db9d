import { useOnline } from '@/lib/online';
import './offline-banner.css';

/**
 * Shown on every page while the browser is offline (docs/product.md §2 "Offline"): what still works and what
 * happens to what is sent meanwhile. Polite, so it does not interrupt what a screen reader is reading.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <p>
        <strong>You are offline.</strong> Live updates are paused. What you send is kept on this device and sent when
        the connection returns.
      </p>
    </div>
  );
}
