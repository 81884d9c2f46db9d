import { SITE_IMPORT_MESSAGES } from '@contracts/site-import';
import { Notice } from '@/components/ui/notice';
import type { SiteImportState } from '../hooks/use-site-import';

/**
 * One line under the URL field: what the import is doing, what it filled in, and why an icon is missing; then a
 * warning when the site offers sign-in with Google, Facebook, Apple or Microsoft, which opens in the browser in the app.
 */
export function SiteImportStatus({ state }: { state: SiteImportState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'loading') {
    return (
      <p className="apk-form__import" role="status">
        Reading your site for its name, colours and icon…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="apk-form__import" role="status">
        We could not read your site right now. Fill in the fields yourself, or try again later.
      </p>
    );
  }
  const { result } = state;
  const filled = result.reachable ? 'Filled in from your site. Change anything you like.' : null;
  // A server of an older version may not name sign-in providers.
  const providers = result.signInProviders ?? [];
  return (
    <>
      <p className="apk-form__import" role="status">
        {[filled, result.iconNote].filter(Boolean).join(' ')}
      </p>
      {providers.length ? <Notice tone="warning">{SITE_IMPORT_MESSAGES.signIn(providers)}</Notice> : null}
    </>
  );
}
