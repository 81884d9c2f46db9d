import { HttpsError } from 'firebase-functions/https';
import { userBuildsPath } from '../contracts/database-paths.js';
import type { BuildRecord } from '../contracts/builds.js';
import { normalizeVerificationToken, VERIFICATION_TOKEN_HELP } from '../contracts/developer-verification.js';
import {
  KEY_LIFECYCLE_MESSAGES,
  PACKAGE_KEYS,
  proofApkFileName,
  type BuildVerificationProofResult,
  type PackageKeyKind,
} from '../contracts/key-lifecycle.js';
import { requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import type { Db } from '../platform/db.js';
import { ownPackage, type PackageKeyDeps } from './package-signer.js';
import { parsePackageName } from './package-input.js';
import { existingSigningKey } from './signing-keys.js';
import { existingUploadKey } from './upload-keys.js';

/** The address and name of the package's newest free build, so the proof is that app; a neutral one otherwise. */
async function appOf(db: Db, uid: string, packageName: string): Promise<{ url: string; appName: string }> {
  const builds = Object.values(await db.findByChild<BuildRecord>(userBuildsPath(uid), 'packageName', packageName));
  const newest = builds.sort((a, b) => b.createdAt - a.createdAt)[0];
  // Developer Console reads only the package name, the signing certificate and the asset: any app of the id proves it.
  return newest ? { url: newest.url, appName: newest.appName } : { url: 'https://example.com/', appName: packageName };
}

/**
 * buildVerificationProof({ packageName, token, key? }) (docs/api.md "Keys that last"): the ownership-proof APK of
 * Android developer verification, signed by the package's signing key (or its upload key), carrying the token. Built
 * in a worker in milliseconds; never a release (no versionCode taken, nothing listed among builds).
 */
export async function buildVerificationProof(
  deps: PackageKeyDeps,
  caller: Caller,
  data: unknown,
): Promise<BuildVerificationProofResult> {
  requireVerifiedEmail(caller);
  const packageName = parsePackageName(data);
  const input = (data ?? {}) as Record<string, unknown>;
  const token = typeof input.token === 'string' ? normalizeVerificationToken(input.token) : null;
  if (token === null) throw new HttpsError('invalid-argument', VERIFICATION_TOKEN_HELP);
  const which = (input.key ?? 'signing') as PackageKeyKind;
  if (!PACKAGE_KEYS.includes(which)) throw new HttpsError('invalid-argument', 'key must be "signing" or "upload".');
  await refuseRevokedCaller(deps.db, caller.uid);
  await ownPackage(deps.db, caller.uid, packageName);
  const now = deps.clock.now();
  const signer =
    which === 'upload'
      ? await existingUploadKey(deps, caller.uid, packageName)
      : await existingSigningKey(deps, caller.uid, packageName, now);
  if (!signer)
    throw new HttpsError(
      'failed-precondition',
      which === 'upload' ? KEY_LIFECYCLE_MESSAGES.noUploadKey : KEY_LIFECYCLE_MESSAGES.noKey(packageName),
    );
  const app = await appOf(deps.db, caller.uid, packageName);
  const built = await deps.engine.buildOwnershipProofApk({ ...app, packageName, versionCode: 1 }, signer.key, token);
  return {
    apkBase64: Buffer.from(built.bytes).toString('base64'),
    fileName: proofApkFileName(packageName),
    certificateSha256: built.certificateSha256,
  };
}
