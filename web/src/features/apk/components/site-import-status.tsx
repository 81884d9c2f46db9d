import type { SiteImportState } from '../hooks/use-site-import';

/** One line under the URL field: what the import is doing, what it filled in, and why an icon is missing. */
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
  return (
    <p className="apk-form__import" role="status">
      {[filled, result.iconNote].filter(Boolean).join(' ')}
    </p>
  );
}
