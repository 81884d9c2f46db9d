import { APK_CONTENT_TYPE } from '../contracts/builds.js';
import { deliverableStoragePath } from '../contracts/database-paths.js';
import { AAB_CONTENT_TYPE } from '../contracts/deliverables.js';
import { downloadFileName } from '../contracts/file-name.js';
import type { RequestRecord } from '../contracts/requests.js';
import { builtFacts } from '../engine-pool/built-facts.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import type { FileStore } from '../platform/files.js';
import type { AppVersion, BuiltFields } from './built-app.js';
import { buildKitFile } from './kit-files.js';
import type { PlannedDeliverable } from './plan-deliverables.js';

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
  request: RequestRecord,
  planned: PlannedDeliverable,
  app: AppVersion,
): Promise<BuiltFields> {
  const requestId = request.id;
  if (planned.kind === 'file') return buildKitFile(deps, uid, request, planned, app);
  const signer = planned.kind === 'aab' && app.bundleKey ? app.bundleKey : app;
  const built =
    planned.kind === 'aab'
      ? await deps.engine.buildBundle(app.config, signer.key)
      : await deps.engine.buildApk(app.config, signer.key);
  if (built.certificateSha256 !== signer.certificateSha256) throw new CertificateMismatchError();
  const fileName = downloadFileName(app.config.appName, planned.kind);
  const contentType = planned.kind === 'aab' ? AAB_CONTENT_TYPE : APK_CONTENT_TYPE;
  const storagePath = deliverableStoragePath(uid, requestId, planned.id, fileName);
  await deps.files.save(storagePath, built.bytes, contentType, {
    requestId,
    deliverableId: planned.id,
    sha256: built.sha256,
  });
  return {
    fileName,
    contentType,
    storagePath,
    ...builtFacts(built),
    appLinkHosts: built.appLinkHosts,
  };
}
