import { afterEach, vi } from 'vitest';
import { toast } from '@/lib/toast';

/** What a test that renders needs from jsdom and Testing Library; returns the unmount to run after each test. */
async function setUpDom(): Promise<() => void> {
  const { cleanup, configure } = await import('@testing-library/react');

  // jsdom has no scrolling; React Router's <ScrollRestoration> calls it on every navigation.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = () => {};

  // findBy*/waitFor give up after 1 s by default. On a busy 2-core machine a lazy route chunk or a jsdom re-render can
  // take longer than that, and the test fails although the app is right; a passing wait returns as soon as the
  // element is there, so a longer limit costs nothing when the app behaves.
  configure({ asyncUtilTimeout: 10_000 });
  return cleanup;
}

// Tests run in Node unless they render (vitest.config.ts); only those load Testing Library.
const cleanupDom = typeof document === 'undefined' ? () => {} : await setUpDom();

// Vitest runs without globals, so Testing Library's automatic cleanup is wired here.
afterEach(() => {
  cleanupDom();
  toast.clear();
  vi.restoreAllMocks();
});
