import { APK_CONTENT_TYPE } from '../contracts/builds.js';
import { deliverableStoragePath } from '../contracts/database-paths.js';
import { AAB_CONTENT_TYPE, type DeliverableRecord } from '../contracts/deliverables.js';
import { downloadFileName } from '../contracts/file-name.js';
import type { ApkEngine, EngineBuildConfig, SigningKeyMaterial } from '../engine-pool/engine-port.js';
import type { FileStore } from '../platform/files.js';
import type { PlannedDeliverable } from './plan-deliverables.js';

/** What every file of one request is built from: the request's app at one version, one key. */
export interface AppVersion {
  config: EngineBuildConfig & { packageName: string; versionCode: number };
  key: SigningKeyMaterial;
  /** The upload certificate the key's record names; the built file must carry the same. */
  certificateSha256: string;
  /**
   * When the package's Play signer is the owner's own key (docs/product.md "One signer for Play and your APKs"), the
   * App Bundle is signed with the package's separate upload key instead; the APK keeps `key`.
   */
  bundleKey?: { key: SigningKeyMaterial; certificateSha256: string };
}

/** The fields a ready deliverable gains. */
type BuiltFields = Required<
  Pick<
    DeliverableRecord,
    | 'fileName'
    | 'size'
    | 'sha256'
    | 'contentType'
    | 'storagePath'
    | 'packageName'
    | 'versionCode'
    | 'versionName'
    | 'certificateSha256'
    | 'shellVersion'
    | 'targetSdk'
    | 'appLinkHosts'
  >
>;

export class CertificateMismatchError extends Error {
  constructor() {
    super('the built file is not signed by the certificate on record');
    this.name = 'CertificateMismatchError';
  }
}

/**
 * Builds one deliverable in memory and stores it in the owner's folder. The engine validates and builds the whole
 * file before anything is written, and the upload is one object write, so a failure never leaves part of a file.
 */
export async function buildDeliverable(
  deps: { engine: ApkEngine; files: FileStore },
  uid: string,
  requestId: string,
  planned: PlannedDeliverable,
  app: AppVersion,
): Promise<BuiltFields> {
  const signer = planned.kind === 'aab' && app.bundleKey ? app.bundleKey : app;
  const built =
    planned.kind === 'aab'
      ? await deps.engine.buildBundle(app.config, signer.key)
      : await deps.engine.buildApk(app.config, signer.key);
  if (built.certificateSha256 !== signer.certificateSha256) throw new CertificateMismatchError();
  const fileName = downloadFileName(app.config.appName, planned.kind);
  const contentType = planned.kind === 'aab' ? AAB_CONTENT_TYPE : APK_CONTENT_TYPE;
  const storagePath = deliverableStoragePath(uid, requestId, planned.kind, fileName);
  await deps.files.save(storagePath, built.bytes, contentType, {
    requestId,
    deliverableId: planned.kind,
    sha256: built.sha256,
  });
  return {
    fileName,
    size: built.size,
    sha256: built.sha256,
    contentType,
    storagePath,
    packageName: built.packageName,
    versionCode: built.versionCode,
    versionName: built.versionName,
    certificateSha256: built.certificateSha256,
    shellVersion: built.shellVersion,
    targetSdk: built.targetSdk,
    appLinkHosts: built.appLinkHosts,
  };
}
