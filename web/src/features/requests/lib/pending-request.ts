import type { RequestInput } from '@contracts/request-input';

/**
 * A request submitted while offline, kept on this device until it is sent (docs/product.md §2 "Offline"): in
 * localStorage, per account, so a reload or a closed tab does not lose it either. One at a time: the form keeps
 * showing it, and a second submit replaces it.
 */
const key = (uid: string) => `apkforge.pendingRequest.${uid}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function savePendingRequest(uid: string, input: RequestInput): void {
  try {
    storage()?.setItem(key(uid), JSON.stringify(input));
  } catch {
    // A full or refused storage: the form still holds it for as long as the page is open.
  }
}

export function loadPendingRequest(uid: string): RequestInput | null {
  try {
    const text = storage()?.getItem(key(uid));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<RequestInput> | null;
    return value && typeof value.url === 'string' && typeof value.planId === 'string' ? (value as RequestInput) : null;
  } catch {
    return null;
  }
}

export function clearPendingRequest(uid: string): void {
  try {
    storage()?.removeItem(key(uid));
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/**
 * Whether a failed createRequest never reached the server because the connection was gone: sending it again later
 * cannot make a second request. The callable SDK reports a failed fetch as the bare code "internal" (the same code
 * as a crash on the server, which is why the browser's own online flag decides), and Auth's token refresh as
 * auth/network-request-failed.
 */
export function failedForConnection(error: unknown, online: boolean): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'auth/network-request-failed') return true;
  return !online && (code === 'functions/internal' || code === 'functions/unavailable');
}
