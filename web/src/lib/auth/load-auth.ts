import type { Auth } from 'firebase/auth';

/**
 * The Auth instance, with its SDK loaded on first use. Code that every page runs (the session, the top bar's
 * sign-out, the support guard, the preview's frame check) reaches Auth only through this, so the SDK (about 34 KB
 * compressed) is not part of the entry: the signed-out home paints without downloading or running it first. Lazy
 * pages (login, profile, the dashboard's features) import `@/lib/firebase` directly; they load after it anyway.
 */
export async function loadAuth(): Promise<Auth> {
  const { firebaseAuth } = await import('@/lib/firebase');
  return firebaseAuth();
}
