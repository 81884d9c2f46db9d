/**
 * What a signed-out visitor was doing when the app sent them to log in (docs/product.md §2 "Login screen"): the
 * login page says why, and the dashboard picks the work up again afterwards. Kept in sessionStorage, not in the
 * router's state, so it survives the Google popup, a reload and the trip to the inbox to verify the email (same
 * tab). Taken once: a later visit to the dashboard starts clean.
 */
export type SignInIntent = { kind: 'generate'; url: string } | { kind: 'plan'; planId: string; planName: string };

const KEY = 'apkforge.signInIntent';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (private mode of some browsers): the intent is simply not kept.
    return null;
  }
}

function parse(raw: string | null): SignInIntent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<{ kind: string; url: string; planId: string; planName: string }>;
    if (value.kind === 'generate' && typeof value.url === 'string') return { kind: 'generate', url: value.url };
    if (value.kind === 'plan' && typeof value.planId === 'string' && typeof value.planName === 'string')
      return { kind: 'plan', planId: value.planId, planName: value.planName };
  } catch {
    // Not ours or damaged: ignored.
  }
  return null;
}

export function rememberSignInIntent(intent: SignInIntent): void {
  storage()?.setItem(KEY, JSON.stringify(intent));
}

/** The intent without using it up (the login page's explanation). */
export function peekSignInIntent(): SignInIntent | null {
  return parse(storage()?.getItem(KEY) ?? null);
}

/** Uses the intent up once the dashboard has resumed it. */
export function clearSignInIntent(): void {
  storage()?.removeItem(KEY);
}

/** The login page's sentence for an intent (ours, docs/product.md §2 "Login screen"). */
export function signInIntentReason(intent: SignInIntent, host: string | null): string {
  if (intent.kind === 'generate')
    return `Log in to generate your free APK${host ? ` of ${host}` : ''}. We will bring you back with your address filled in and the preview running.`;
  return `Log in to get started with ${intent.planName}. We will bring you back with the plan chosen.`;
}
