export { toast, useToasts, createToastStore } from './toast-store';
export type { ToastEntry, ToastKind, ToastOptions, ToastDuration, ToastStore } from './toast-store';
export { toastDuration, APP_PAGE_TOAST_MS, DEFAULT_TOAST_MS } from './toast-duration';
