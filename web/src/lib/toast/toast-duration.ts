import { paths } from '@/config/paths';
import type { ToastDuration } from './toast-store';

// docs/product.md §2, §9: toasts close after 3 s on the login and app pages, 5 s elsewhere.
const APP_PAGE_TOAST_MS = 3000;
const DEFAULT_TOAST_MS = 5000;

const appPages: readonly string[] = [paths.home, paths.converter, paths.login, paths.dashboard, paths.profile];

export function toastDuration(pathname: string, requested?: ToastDuration): ToastDuration {
  if (requested !== undefined) return requested;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appPages.includes(normalized) ? APP_PAGE_TOAST_MS : DEFAULT_TOAST_MS;
}
