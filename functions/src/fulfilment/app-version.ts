import { choosePackage, claimChosenPackage } from '../builds/package-claims.js';
import { nextVersionCode } from '../signing/signing-keys.js';
import { lookOfRequest } from '../builds/app-recipe.js';
import type { DeliverableRecord } from '../contracts/deliverables.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { AppVersion } from './built-app.js';
import { notificationFeedUrl } from '../contracts/notifications.js';
import type { FulfilmentDeps } from './fulfilment-deps.js';
import { fulfilmentSigningKey } from '../signing/fulfilment-signing-key.js';
import { keepVersionCode } from './fulfilment-queue.js';
import { packagePath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import { uploadKeyFor } from '../signing/upload-keys.js';

/**
 * The package a request's files carry: the one an earlier attempt used, else this account's default id for the site,
 * resolved and claimed exactly as a free build does (docs/data-model.md `packageClaims`), so the paid files update
 * the customer's free APKs and never take an id another account holds.
 */
async function packageOf(
  deps: FulfilmentDeps,
  uid: string,
  request: RequestRecord,
  delivered: readonly DeliverableRecord[],
): Promise<string> {
  const earlier = delivered.find((record) => record.packageName)?.packageName;
  if (earlier) return earlier;
  const derived = deps.engine.derivePackageName(request.url);
  const choice = await choosePackage(deps.db, uid, derived, undefined);
  return (await claimChosenPackage(deps.db, uid, derived, choice, deps.clock.now())).packageName;
}

/**
 * The app every file of a paid request is built from: the request's URL, name, icon and app options (extra hosts,
 * pull-to-refresh), its package's key (the one free builds of that package use), and one versionCode for the
 * request, taken from the (user, package) counter once and reused by every retry: from a file already delivered or
 * attempted, else from the queue entry.
 */
export async function appVersionOf(
  deps: FulfilmentDeps,
  uid: string,
  requestId: string,
  request: RequestRecord,
  delivered: readonly DeliverableRecord[],
  queuedVersionCode: number | undefined,
): Promise<AppVersion> {
  const packageName = await packageOf(deps, uid, request, delivered);
  const knownCertificate = delivered.find((record) => record.certificateSha256)?.certificateSha256;
  const signing = await fulfilmentSigningKey(deps, uid, packageName, knownCertificate, deps.clock.now());
  const assigned = delivered.find((record) => record.versionCode !== undefined)?.versionCode ?? queuedVersionCode;
  const versionCode =
    assigned ??
    (await keepVersionCode(
      deps.db,
      uid,
      requestId,
      await nextVersionCode(deps.db, uid, packageName, deps.clock.now()),
    ));
  const summary = await deps.db.get<PackageRecord>(packagePath(uid, packageKey(packageName)));
  const bundleKey = summary?.signer === 'own' ? await uploadKeyFor(deps, uid, packageName, deps.clock.now()) : null;
  return {
    config: {
      url: request.url,
      appName: request.appName,
      packageName,
      versionCode,
      ...lookOfRequest(request),
      notificationFeedUrl: notificationFeedUrl(deps.notificationsOrigin, packageName),
    },
    key: signing.key,
    certificateSha256: signing.certificateSha256,
    ...(bundleKey ? { bundleKey } : {}),
  };
}
