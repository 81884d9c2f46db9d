import { HttpsError } from 'firebase-functions/https';
import { choosePackage, claimChosenPackage } from '../builds/package-claims.js';
import { publishingPath } from '../contracts/database-paths.js';
import { draftListing } from '../contracts/listing-draft.js';
import type { PublishingOpenResult, PublishingRecord } from '../contracts/publishing.js';
import type { Caller } from '../platform/callers/caller.js';
import { fulfilmentSigningKey, KeyUnusableError } from '../signing/fulfilment-signing-key.js';
import { readSite } from '../sites/import/read-site.js';
import type { PublishingDeps } from './publishing-deps.js';
import { loadPublishing } from './publishing-store.js';
import { publishingTarget, type PublishingTargetOf } from './publishing-target.js';
import { fetchOutcome, pageSignals } from './preflight/site-signals.js';

export const KEY_UNUSABLE_MESSAGE =
  'This app’s signing key cannot be opened. Support has been told; please contact us.';

/** The app's package (chosen and claimed as a paid request's files are) and its upload key, made now if missing. */
async function appIdentity(deps: PublishingDeps, target: PublishingTargetOf, now: number): Promise<string> {
  let derived: string;
  try {
    derived = deps.engine.derivePackageName(target.request.url);
  } catch (error) {
    if (deps.engine.isConfigError(error)) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  const choice = await choosePackage(deps.db, target.uid, derived, undefined);
  const { packageName } = await claimChosenPackage(deps.db, target.uid, derived, choice, now);
  try {
    // The upload key exists from now on, so the site can serve assetlinks.json before the first upload.
    await fulfilmentSigningKey(deps, target.uid, packageName, undefined, now);
  } catch (error) {
    if (error instanceof KeyUnusableError) throw new HttpsError('internal', KEY_UNUSABLE_MESSAGE);
    throw error;
  }
  return packageName;
}

/**
 * The publishing record of a paid publishing request, made once (docs/data-model.md `publishing/{uid}/{requestId}`):
 * the package and its upload key, the service account to invite, and the listing's first draft from the site (its
 * description, privacy and account-deletion links, colours), every text within Play's limits. Opening again changes
 * nothing; support's console and the customer's request view both call it.
 */
export async function openPublishing(deps: PublishingDeps, target: PublishingTargetOf): Promise<PublishingRecord> {
  const existing = await loadPublishing(deps.db, target.uid, target.requestId);
  if (existing?.openedAt) return existing;
  const now = deps.clock.now();
  const packageName = await appIdentity(deps, target, now);
  const url = new URL(target.request.url);
  const siteDeps = { engine: deps.engine, fetch: deps.fetch, allowLoopback: deps.allowLoopback };
  const [site, start] = await Promise.all([readSite(siteDeps, url), fetchOutcome(siteDeps, url.href)]);
  const signals = pageSignals(start);
  const record: PublishingRecord = {
    requestId: target.requestId,
    packageName,
    appName: target.request.appName,
    serviceAccountEmail: deps.serviceAccountEmail,
    listing: draftListing({
      appName: target.request.appName,
      url: target.request.url,
      description: site.description ?? (target.request.description || null),
      contactEmail: target.request.email,
      privacyPolicyUrl: signals.privacyPolicyUrl,
      accountDeletionUrl: signals.accountDeletionUrl,
      allowLocalHttp: deps.allowLoopback,
    }),
    siteHasSignUp: signals.hasSignUp,
    ...(site.themeColor ? { themeColor: site.themeColor } : {}),
    ...(site.backgroundColor ? { backgroundColor: site.backgroundColor } : {}),
    tracker: existing?.tracker ?? {},
    openedAt: now,
    updatedAt: now,
  };
  // Create-if-absent: a concurrent open (both sides at once) keeps the first record.
  const written = await deps.db.transaction<PublishingRecord>(publishingPath(target.uid, target.requestId), (current) =>
    current?.openedAt ? undefined : { ...record, tracker: current?.tracker ?? record.tracker },
  );
  return written.value?.openedAt ? { ...written.value, tracker: written.value.tracker ?? {} } : record;
}

/** publishingOpen({ requestId, uid? }). */
export async function publishingOpen(
  deps: PublishingDeps,
  caller: Caller,
  data: unknown,
): Promise<PublishingOpenResult> {
  const target = await publishingTarget(deps.db, caller, data);
  const before = await loadPublishing(deps.db, target.uid, target.requestId);
  await openPublishing(deps, target);
  return { opened: !before?.openedAt };
}
