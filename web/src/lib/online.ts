import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection now (navigator.onLine; jsdom and old browsers: assume yes). */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * The connection, following the browser's online and offline events (docs/product.md §2 "Offline"): the banner,
 * the requests list's "Live updates" and the forms that keep what was typed until it can be sent. Online while a
 * prerendered page hydrates, like the HTML made at build time.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
