import type { ImportSiteResult } from '@contracts/site-import';
import { useEffect, useState } from 'react';
import { normalizeWebsiteUrl } from '@/lib/url';
import { importSite as defaultImport } from '../api/import-site';

export type SiteImportState =
  | { status: 'idle' }
  | { status: 'loading'; url: string }
  | { status: 'done'; url: string; result: ImportSiteResult }
  | { status: 'failed'; url: string };

/** Typing pauses this long before a site is read, so each keystroke does not cost a request. */
const IMPORT_DELAY_MS = 700;

/**
 * Reads the site behind the URL field once the owner stops typing (signed-in only: importSite needs an account).
 * An answer for an address that is no longer in the field is dropped.
 */
export function useSiteImport(
  rawUrl: string,
  enabled: boolean,
  load: (url: string) => Promise<ImportSiteResult> = defaultImport,
): SiteImportState {
  const [state, setState] = useState<SiteImportState>({ status: 'idle' });
  const checked = normalizeWebsiteUrl(rawUrl);
  const url = enabled && checked.ok ? checked.url : null;

  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      setState({ status: 'loading', url });
      load(url).then(
        (result) => current && setState({ status: 'done', url, result }),
        () => current && setState({ status: 'failed', url }),
      );
    }, IMPORT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [url, load]);

  return state;
}
