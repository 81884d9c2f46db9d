export { toast, useToasts, createToastStore } from './toast-store';
export type { ToastEntry, ToastStore } from './toast-store';
export { toastDuration } from './toast-duration';
