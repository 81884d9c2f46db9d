import { useEffect, useEffectEvent } from 'react';

// Page-level events of docs/product.md §4: fired after an APK is generated, a payment completes or a
// request is deleted, so lists and dialogs elsewhere on the page refresh.
export interface AppEvents {
  'apk-generated': { buildId: string };
  'payment-completed': { requestId: string };
  'request-deleted': { requestId: string };
}
export type AppEventName = keyof AppEvents;

const prefix = 'apkforge:';

export function emitAppEvent<N extends AppEventName>(name: N, detail: AppEvents[N]): void {
  window.dispatchEvent(new CustomEvent(prefix + name, { detail }));
}

export function onAppEvent<N extends AppEventName>(name: N, handler: (detail: AppEvents[N]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEvents[N]>).detail);
  window.addEventListener(prefix + name, listener);
  return () => window.removeEventListener(prefix + name, listener);
}

export function useAppEvent<N extends AppEventName>(name: N, handler: (detail: AppEvents[N]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onAppEvent(name, (detail) => onEvent(detail)), [name]);
}
