import { createHash } from 'node:crypto';
import { deliverableStoragePath } from '../contracts/database-paths.js';
import {
  LISTING_KIT_CONTENT_TYPE,
  LISTING_KIT_DELIVERABLE,
  PLAY_GUIDE_CONTENT_TYPE,
} from '../contracts/deliverables.js';
import { downloadFileName } from '../contracts/file-name.js';
import { draftListing } from '../contracts/listing-draft.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import type { FileStore } from '../platform/files.js';
import type { AppVersion, BuiltFields } from './built-app.js';
import type { PlannedDeliverable } from './plan-deliverables.js';

/**
 * The AAB plan's listing kit or Play Console guide (docs/product.md "Deliverables"), written for the bundle of the
 * same run: its package, version code and upload certificate, the request's name, icon and description as the
 * listing's first draft (within Play's limits), the app's assetlinks.json. Stored in the owner's folder like the
 * bundle; neither file is signed.
 */
export async function buildKitFile(
  deps: { engine: ApkEngine; files: FileStore },
  uid: string,
  request: RequestRecord,
  planned: PlannedDeliverable,
  app: AppVersion,
): Promise<BuiltFields> {
  const { config } = app;
  const playSigning = request.playSigningSha256 ?? (app.bundleKey ? app.certificateSha256 : undefined);
  const kit = await deps.engine.buildListingKit({
    appName: config.appName,
    host: new URL(config.url).host,
    url: config.url,
    packageName: config.packageName,
    versionCode: config.versionCode,
    // The bundle's signer: the separate upload key when Play signs with the owner's own key, which is then the app
    // signing key Play shows (docs/product.md "One signer for Play and your APKs").
    uploadCertificateSha256: app.bundleKey?.certificateSha256 ?? app.certificateSha256,
    ...(playSigning ? { playSigningSha256: playSigning } : {}),
    listing: draftListing({
      appName: config.appName,
      url: config.url,
      description: request.description,
      contactEmail: request.email,
    }),
    bundleFileName: downloadFileName(config.appName, 'aab'),
    // The request's files ask for no device access (no app options on a request).
    permissions: Object.entries(config.permissions ?? {}).flatMap(([name, on]) => (on ? [name] : [])),
    ...(config.icon ? { icon: config.icon } : {}),
  });
  const isKit = planned.id === LISTING_KIT_DELIVERABLE;
  const bytes = isKit ? kit.zip : new TextEncoder().encode(kit.guide);
  const fileName = downloadFileName(
    `${config.appName} ${isKit ? 'listing kit' : 'Play Console notes'}`,
    isKit ? 'zip' : 'txt',
  );
  const contentType = isKit ? LISTING_KIT_CONTENT_TYPE : PLAY_GUIDE_CONTENT_TYPE;
  const storagePath = deliverableStoragePath(uid, request.id, planned.id, fileName);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await deps.files.save(storagePath, bytes, contentType, { requestId: request.id, deliverableId: planned.id, sha256 });
  return {
    fileName,
    size: bytes.length,
    sha256,
    contentType,
    storagePath,
    packageName: config.packageName,
    versionCode: config.versionCode,
    versionName: config.versionName ?? `1.0.${config.versionCode}`,
    certificateSha256: app.certificateSha256,
    // A kit is not an app: it opens no links.
    appLinkHosts: [],
  };
}
