import { assetLinksJson, ASSET_LINKS_PATH } from '@contracts/asset-links';
import type { PreflightResult } from '@contracts/publishing';
import { useState } from 'react';
import { PreflightList } from '@/components/publishing/preflight-list';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { refusalOf, runPreflight } from '../api/publishing-calls';

/**
 * The preflight on demand, with the assetlinks.json the site must serve for it (the upload key's fingerprint, and
 * Play's once known): each check's result and fix.
 */
export function PreflightSection({
  requestId,
  result,
  siteUrl,
  packageName,
  fingerprints,
}: {
  requestId: string;
  result: PreflightResult | null;
  siteUrl: string;
  packageName: string;
  fingerprints: string[];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await runPreflight(requestId);
    } catch (failure) {
      setError(refusalOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  let origin = siteUrl;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    // Shown as given.
  }
  return (
    <div className="publishing__part">
      <h4 className="publishing__title">Preflight</h4>
      <p className="muted">
        Before any upload we check your start page, your privacy policy (and account-deletion page), your Digital Asset
        Links, the package, the target API and the listing.
      </p>
      {fingerprints.length ? (
        <details className="publishing__details">
          <summary>
            The assetlinks.json to serve at {origin}
            {ASSET_LINKS_PATH}
          </summary>
          <pre className="publishing__pre">{assetLinksJson(packageName, fingerprints)}</pre>
        </details>
      ) : null}
      {result ? <PreflightList result={result} /> : null}
      {error ? <FormAlert message={error} /> : null}
      <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
        Run preflight
      </Button>
    </div>
  );
}
