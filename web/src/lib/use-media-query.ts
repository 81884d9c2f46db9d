import { useSyncExternalStore } from 'react';

// jsdom (unit tests) has no matchMedia: nothing matches there.
const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now, following changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the workspace is one column: the layout a phone (or a narrow tablet) gets. */
export const SINGLE_COLUMN_QUERY = '(max-width: 1023px)';

/** Whether the person asked their system for less motion (smooth scrolling becomes a jump). */
export function prefersReducedMotion(): boolean {
  return supported() && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
