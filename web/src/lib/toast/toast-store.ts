import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info';
/** 'sticky' toasts stay until the user closes them (docs/product.md §2: the APK result toasts). */
export type ToastDuration = number | 'sticky';

export interface ToastOptions {
  duration?: ToastDuration;
  /** A cross mark instead of the default error icon (docs/product.md §8: APK failure). */
  icon?: 'cross';
}

export interface ToastEntry {
  id: number;
  kind: ToastKind;
  message: string;
  duration?: ToastDuration;
  icon?: 'cross';
}

type Listener = () => void;

export function createToastStore() {
  let entries: readonly ToastEntry[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
    const id = nextId++;
    // The same message twice in a row (a double click) would only stack noise.
    entries = [...entries.filter((entry) => entry.message !== message), { id, kind, message, ...options }];
    emit();
    return id;
  }

  return {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    info: (message: string, options?: ToastOptions) => show('info', message, options),
    dismiss(id: number) {
      const next = entries.filter((entry) => entry.id !== id);
      if (next.length === entries.length) return;
      entries = next;
      emit();
    },
    clear() {
      entries = [];
      emit();
    },
    snapshot: (): readonly ToastEntry[] => entries,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

export const toast: ToastStore = createToastStore();

export function useToasts(store: ToastStore = toast): readonly ToastEntry[] {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
