import { VERIFIED_SESSION_KEY } from '@contracts/session-hint-script';

/**
 * Whether this browser had a verified user signed in when it last knew, kept in localStorage so the first render
 * can use it synchronously. Firebase Auth learns the real answer from IndexedDB a few hundred milliseconds into
 * the page (longer on a slow phone), and the home page used to show a spinner until then, for every visitor. With
 * the hint, a visitor who was not signed in sees the home page at once, and a returning customer still waits for
 * the real answer before being sent to the dashboard (no flash of the home page). Only a flag is stored, nothing
 * about the user; a wrong hint costs one spinner or one redirect, never access (the guards still decide on the
 * real session).
 */
const KEY = VERIFIED_SESSION_KEY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (some private modes): no hint, so the page waits for the real answer as before.
    return null;
  }
}

export function rememberVerifiedSession(verified: boolean): void {
  try {
    if (verified) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // A full or refused storage keeps no hint; nothing else depends on it.
  }
}

/** True when a verified user was signed in here last time (or storage cannot tell: then assume so and wait). */
export function maybeVerifiedSession(): boolean {
  // Prerendering at build time (app/prerender.tsx): the page as a signed-out visitor first sees it.
  if (typeof window === 'undefined') return false;
  const store = storage();
  if (!store) return true;
  try {
    return store.getItem(KEY) === '1';
  } catch {
    return true;
  }
}
