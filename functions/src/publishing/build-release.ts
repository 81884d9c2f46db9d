import { HttpsError } from 'firebase-functions/https';
import { deliverableLedgerId, recordInLedger } from '../abuse/build-ledger.js';
import { lookOfRequest } from '../builds/app-recipe.js';
import type { PublishingRecord } from '../contracts/publishing.js';
import { notificationFeedUrl } from '../contracts/notifications.js';
import { TARGET_SDK } from '../engine/index.js';
import { bytesOfStoredFile } from '../platform/files.js';
import { fulfilmentSigningKey, KeyUnusableError } from '../signing/fulfilment-signing-key.js';
import { nextVersionCode } from '../signing/signing-keys.js';
import { KEY_UNUSABLE_MESSAGE } from './open-publishing.js';
import type { PublishingDeps } from './publishing-deps.js';
import type { PublishingTargetOf } from './publishing-target.js';

export interface BuiltRelease {
  bundle: Uint8Array;
  versionCode: number;
  certificateSha256: string;
  icon: Uint8Array;
  featureGraphic: Uint8Array;
  phoneScreenshots: Uint8Array[];
}

/**
 * What one upload sends: the App Bundle of the request's app at a new version code (the counter free builds and the
 * AAB plan share, signed with the package's upload key, recorded in the build ledger like every file we sign), the
 * listing's two graphics drawn by the engine, and the stored screenshots in the order they were added.
 */
export async function buildRelease(
  deps: PublishingDeps,
  target: PublishingTargetOf,
  record: PublishingRecord,
): Promise<BuiltRelease> {
  const { uid, request } = target;
  const now = deps.clock.now();
  let key;
  try {
    key = await fulfilmentSigningKey(deps, uid, record.packageName, record.uploadCertificateSha256, now);
  } catch (error) {
    if (error instanceof KeyUnusableError) throw new HttpsError('internal', KEY_UNUSABLE_MESSAGE);
    throw error;
  }
  const versionCode = await nextVersionCode(deps.db, uid, record.packageName, now);
  // The same app as the request's delivered files: its icon, extra hosts and pull-to-refresh choice.
  const { icon, ...options } = lookOfRequest(request);
  const colours = {
    ...(record.themeColor ? { themeColor: record.themeColor } : {}),
    ...(record.backgroundColor ? { backgroundColor: record.backgroundColor } : {}),
  };
  let built;
  let kit;
  try {
    built = await deps.engine.buildBundle(
      {
        url: request.url,
        appName: request.appName,
        packageName: record.packageName,
        versionCode,
        ...colours,
        ...(icon ? { icon } : {}),
        ...options,
        notificationFeedUrl: notificationFeedUrl(deps.notificationsOrigin, record.packageName),
      },
      key.key,
    );
    kit = await deps.engine.buildListingKit({
      appName: record.listing.title || request.appName,
      host: new URL(request.url).host,
      url: request.url,
      packageName: record.packageName,
      versionCode,
      targetSdk: TARGET_SDK,
      uploadCertificateSha256: built.certificateSha256,
      listing: record.listing,
      permissions: [],
      ...colours,
      ...(icon ? { icon } : {}),
    });
  } catch (error) {
    if (deps.engine.isConfigError(error)) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  await recordInLedger(deps.db, deliverableLedgerId(uid, target.requestId, 'play', versionCode), {
    kind: 'deliverable',
    uid,
    url: request.url,
    appName: request.appName,
    packageName: record.packageName,
    versionCode,
    certificateSha256: built.certificateSha256,
    sha256: built.sha256,
    createdAt: now,
    requestId: target.requestId,
    deliverableId: 'play',
  });
  const shots = Object.values(record.screenshots ?? {}).sort(
    (a, b) => a.addedAt - b.addedAt || a.id.localeCompare(b.id),
  );
  const phoneScreenshots: Uint8Array[] = [];
  for (const shot of shots) {
    const file = await deps.files.open(shot.storagePath);
    if (!file)
      throw new HttpsError(
        'failed-precondition',
        'A screenshot of the listing is missing: remove it and add it again.',
        { field: 'screenshots' },
      );
    phoneScreenshots.push(await bytesOfStoredFile(file));
  }
  return {
    bundle: built.bytes,
    versionCode,
    certificateSha256: built.certificateSha256,
    icon: kit.icon,
    featureGraphic: kit.featureGraphic,
    phoneScreenshots,
  };
}
