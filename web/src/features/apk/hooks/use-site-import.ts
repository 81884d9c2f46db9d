import type { ImportSiteResult } from '@contracts/site-import';
import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeWebsiteUrl } from '@/lib/url';
import { importSite as defaultImport } from '../api/import-site';

export type SiteImportState =
  | { status: 'idle' }
  | { status: 'loading'; url: string }
  | { status: 'done'; url: string; result: ImportSiteResult }
  | { status: 'failed'; url: string };

export interface SiteImport {
  state: SiteImportState;
  /**
   * The import of `url`, now: the one under way or finished if it is for this address, else one started at once
   * (no waiting for the typing pause). Null when it failed or imports are off (signed out). Generate waits on this
   * when the app name is left empty, so the name the form promises is the one the build gets.
   */
  settle: (url: string) => Promise<ImportSiteResult | null>;
}

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
): SiteImport {
  const [state, setState] = useState<SiteImportState>({ status: 'idle' });
  const checked = normalizeWebsiteUrl(rawUrl);
  const url = enabled && checked.ok ? checked.url : null;
  // The address in the field now, and the import started for an address (one at a time is enough).
  const wanted = useRef<string | null>(url);
  const started = useRef<{ url: string; promise: Promise<ImportSiteResult | null> } | null>(null);
  wanted.current = url;

  const start = useCallback(
    (target: string): Promise<ImportSiteResult | null> => {
      if (started.current?.url === target) return started.current.promise;
      setState({ status: 'loading', url: target });
      const promise = load(target).then(
        (result) => {
          if (wanted.current === target) setState({ status: 'done', url: target, result });
          return result;
        },
        () => {
          if (wanted.current === target) setState({ status: 'failed', url: target });
          return null;
        },
      );
      started.current = { url: target, promise };
      return promise;
    },
    [load],
  );

  useEffect(() => {
    if (!url) {
      setState({ status: 'idle' });
      return;
    }
    if (started.current?.url === url) return;
    const timer = window.setTimeout(() => void start(url), IMPORT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url, start]);

  const settle = useCallback(async (target: string) => (enabled ? start(target) : null), [enabled, start]);

  return { state, settle };
}
