import { recordInLedger, deliverableLedgerId } from '../abuse/build-ledger.js';
import { deliverablePath, deliverableStoragePath, packagePath, requestPath } from '../contracts/database-paths.js';
import { AAB_CONTENT_TYPE, type DeliverableRecord } from '../contracts/deliverables.js';
import { downloadFileName } from '../contracts/file-name.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { RequestRecord } from '../contracts/requests.js';
import { notificationFeedUrl } from '../contracts/notifications.js';
import { lookOfRequest } from '../builds/app-recipe.js';
import { storeBuild } from '../builds/store-build.js';
import { builtFacts } from '../engine-pool/built-facts.js';
import { recordCustomerEvent } from '../requests/record-customer-event.js';
import { existingSigningKey, nextVersionCode } from '../signing/signing-keys.js';
import { uploadKeyFor } from '../signing/upload-keys.js';
import type { AutopilotDeps } from './autopilot-deps.js';
import type { PackageApp } from './app-of-package.js';

export interface Rebuilt {
  buildId: string;
  versionCode: number;
  fileName: string;
  /** The request a new App Bundle was delivered on (paid plans), else null. */
  bundleRequestId: string | null;
}

/** A refusal a person must look at (the brand check, a key that no longer opens): the update is marked failed. */
export class RebuildRefused extends Error {}

/**
 * The paid plan's new App Bundle of the same version, delivered on its request as a new file (the earlier bundle
 * stays, so Play Console's history matches what the customer downloaded), signed as fulfilment signs bundles and
 * built with the request's icon and app options (extra hosts, pull-to-refresh) and the app's notification feed, as
 * fulfilment builds it.
 */
async function deliverBundle(
  deps: AutopilotDeps,
  uid: string,
  requestId: string,
  config: { url: string; appName: string; packageName: string; versionCode: number },
  key: Parameters<AutopilotDeps['engine']['buildBundle']>[1],
): Promise<void> {
  const summary = await deps.db.get<PackageRecord>(packagePath(uid, packageKey(config.packageName)));
  const upload = summary?.signer === 'own' ? await uploadKeyFor(deps, uid, config.packageName, deps.clock.now()) : null;
  const request = await deps.db.get<RequestRecord>(requestPath(uid, requestId));
  const built = await deps.engine.buildBundle(
    {
      ...config,
      ...(request ? lookOfRequest(request) : {}),
      notificationFeedUrl: notificationFeedUrl(deps.notificationsOrigin, config.packageName),
    },
    upload?.key ?? key,
  );
  const id = `aab-v${config.versionCode}`;
  const fileName = downloadFileName(config.appName, 'aab');
  const storagePath = deliverableStoragePath(uid, requestId, id, fileName);
  await deps.files.save(storagePath, built.bytes, AAB_CONTENT_TYPE, {
    requestId,
    deliverableId: id,
    sha256: built.sha256,
  });
  const now = deps.clock.now();
  await recordInLedger(deps.db, deliverableLedgerId(uid, requestId, 'aab', config.versionCode), {
    kind: 'deliverable',
    uid,
    url: config.url,
    appName: config.appName,
    packageName: built.packageName,
    versionCode: built.versionCode,
    certificateSha256: built.certificateSha256,
    sha256: built.sha256,
    createdAt: now,
    requestId,
    deliverableId: id,
  });
  const label = `Updated App Bundle (AAB), version ${built.versionName}, app shell ${built.shellVersion}`;
  const record: DeliverableRecord = {
    id,
    kind: 'aab',
    status: 'ready',
    label,
    source: 'fulfilment',
    createdAt: now,
    updatedAt: now,
    fileName,
    contentType: AAB_CONTENT_TYPE,
    storagePath,
    ...builtFacts(built),
  };
  await deps.db.transaction<DeliverableRecord>(deliverablePath(uid, requestId, id), (current) => current ?? record);
  await recordCustomerEvent(deps.events, {
    uid,
    requestId,
    eventId: `autopilot-${requestId}-${id}`,
    entry: { at: now, kind: 'deliverable', by: 'system', text: label, deliverableId: id },
    email: null,
  });
}

/**
 * One rebuild of a package with its own key and the next versionCode (docs/product.md "Apps kept current"): a new free
 * build record (downloadable like any build), and for a paid App Bundle plan a new bundle delivered on its request.
 * Nothing here is idempotent on its own: callers claim the app's update first (rebuild-app.ts, start-campaign.ts).
 */
export async function rebuildPackage(
  deps: AutopilotDeps,
  uid: string,
  packageName: string,
  app: PackageApp,
): Promise<Rebuilt> {
  const verdict = await deps.reputation.check({ url: app.url, appName: app.appName, packageName });
  if (!verdict.allowed) throw new RebuildRefused(verdict.reason);
  const started = deps.clock.now();
  const signing = await existingSigningKey(deps, uid, packageName, started);
  if (!signing) throw new RebuildRefused(`${packageName} has no signing key any more.`);
  const versionCode = await nextVersionCode(deps.db, uid, packageName, started);
  const config = { url: app.url, appName: app.appName, packageName, versionCode };
  // The same app as before: the owner's icon and options (app-of-package.ts) and its notification feed.
  const built = await deps.engine.buildApk(
    {
      ...config,
      ...app.look,
      notificationFeedUrl: notificationFeedUrl(deps.notificationsOrigin, packageName),
    },
    signing.key,
  );
  // The rebuild becomes the package's newest free build, so it keeps the look it was made from as its recipe: the
  // next rebuild of an app known only from its paid request would otherwise find a build without one.
  const stored = {
    url: app.url,
    appName: app.appName,
    packageKey: signing.packageKey,
    ...(app.look ? { look: app.look } : {}),
  };
  const { buildId, fileName } = await storeBuild(deps, uid, stored, built, deps.clock.now());
  if (app.bundleRequestId) await deliverBundle(deps, uid, app.bundleRequestId, config, signing.key);
  return { buildId, versionCode, fileName, bundleRequestId: app.bundleRequestId };
}
