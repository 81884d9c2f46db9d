import { packagePath, requestPath } from '../contracts/database-paths.js';
import { packageKey } from '../contracts/package-key.js';
import type { PackageRecord } from '../contracts/packages.js';
import type { RequestRecord } from '../contracts/requests.js';
import type { Db } from '../platform/db.js';

export interface AppFingerprints {
  /** The upload key's certificate SHA-256 (the key our builds sign with), once the package has a key. */
  upload?: string;
  /** Play's app-signing certificate SHA-256, once the owner added it (setPlaySigningCertificate). */
  playSigning?: string;
}

/**
 * THE one read of an app's fingerprints for publishing (the preflight's assetlinks check, the guide): the upload
 * certificate from the package's summary (`packages/{uid}/{packageKey}`), Play's from the request
 * (`playSigningSha256`). Where the signing records keep these may change; only this function then changes.
 */
export async function appFingerprints(
  db: Db,
  uid: string,
  requestId: string,
  packageName: string,
): Promise<AppFingerprints> {
  const [summary, request] = await Promise.all([
    db.get<PackageRecord>(packagePath(uid, packageKey(packageName))),
    db.get<RequestRecord>(requestPath(uid, requestId)),
  ]);
  return {
    ...(summary?.certificateSha256 ? { upload: summary.certificateSha256 } : {}),
    ...(request?.playSigningSha256 ? { playSigning: request.playSigningSha256 } : {}),
  };
}
