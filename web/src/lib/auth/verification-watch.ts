import { useEffect, useEffectEvent } from 'react';

/** How often an unverified account asks Auth again while its page is visible. */
const VERIFICATION_POLL_MS = 5_000;

/**
 * While the signed-in account waits for its email to be verified, ask Auth again (user.reload(), through `check`)
 * every few seconds while the page is visible, and at once when the tab comes back into view or gets the focus: the
 * link is usually opened in another tab or on the phone, and this tab should move on by itself (docs/product.md §2
 * "Login screen"). A failed check (offline) is simply tried again at the next tick.
 */
export function useVerificationWatch(waiting: boolean, check: () => Promise<void>, intervalMs = VERIFICATION_POLL_MS) {
  const run = useEffectEvent(() => {
    if (document.visibilityState !== 'visible') return;
    check().catch(() => undefined);
  });
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(run, intervalMs);
    const onVisible = () => run();
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waiting, intervalMs]);
}
