import { ASSET_LINKS_PATH } from '../../contracts/asset-links.js';
import type { PreflightResult, PublishingRecord } from '../../contracts/publishing.js';
import { TARGET_SDK } from '../../engine/index.js';
import type { PublishingDeps } from '../publishing-deps.js';
import { appFingerprints } from '../app-fingerprints.js';
import { applyTracker, patchPublishing } from '../publishing-store.js';
import type { PublishingTargetOf } from '../publishing-target.js';
import { evaluatePreflight } from './preflight-checks.js';
import { fetchOutcome, pageSignals } from './site-signals.js';
import * as logs from '../publishing-logs.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The preflight (docs/product.md "Publishing"): fetches the start page, the privacy-policy and account-deletion pages
 * and the site's assetlinks.json, every one through the SSRF guard (ports 80 and 443, public addresses only), then
 * judges them with the package, fingerprints, target API and listing. Stored on the record; a pass marks the step,
 * except before an upload, whose failure must leave the tracker as it was (the upload marks it once committed).
 */
export async function runPreflight(
  deps: PublishingDeps,
  target: PublishingTargetOf,
  record: PublishingRecord,
  marksStep = true,
): Promise<PreflightResult> {
  const startUrl = target.request.url;
  const origin = new URL(startUrl).origin;
  const site = { fetch: deps.fetch, allowLoopback: deps.allowLoopback };
  const privacyUrl = record.listing.privacyPolicyUrl.trim();
  const deletionUrl = record.listing.accountDeletionUrl.trim();
  const [start, privacy, deletion, assetLinks, fingerprints] = await Promise.all([
    fetchOutcome(site, startUrl),
    privacyUrl ? fetchOutcome(site, privacyUrl) : null,
    deletionUrl ? fetchOutcome(site, deletionUrl) : null,
    fetchOutcome(site, `${origin}${ASSET_LINKS_PATH}`, 'application/json,*/*;q=0.5'),
    appFingerprints(deps.db, target.uid, target.requestId, record.packageName),
  ]);
  const checks = evaluatePreflight({
    startUrl,
    start,
    privacy,
    deletion,
    assetLinksUrl: `${origin}${ASSET_LINKS_PATH}`,
    assetLinks,
    packageName: record.packageName,
    fingerprints,
    targetSdk: TARGET_SDK,
    listing: record.listing,
    screenshots: Object.keys(record.screenshots ?? {}).length,
    allowHttp: deps.allowLoopback && LOOPBACK_HOSTS.has(new URL(startUrl).hostname),
  });
  const now = deps.clock.now();
  const result: PreflightResult = { at: now, ok: checks.every((check) => check.status !== 'fail'), checks };
  const siteHasSignUp = pageSignals(start).hasSignUp;
  await patchPublishing(deps.db, target.uid, target.requestId, { preflight: result, siteHasSignUp }, now);
  if (result.ok && marksStep)
    await applyTracker(deps.db, target.uid, target.requestId, { kind: 'preflight-passed' }, 'system', now);
  logs.preflightRun(
    target.uid,
    target.requestId,
    result.ok,
    checks.filter((check) => check.status === 'fail').map((check) => check.id),
  );
  return result;
}
