import { HttpsError } from 'firebase-functions/https';
import { KEY_LIFECYCLE_MESSAGES, playKeyFileName, type ExportKeyForPlayResult } from '../contracts/key-lifecycle.js';
import { requireRecentLogin, requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import { isoOf } from '../platform/clock.js';
import { noteExportOnPackage, recordKeyExport } from './key-export-records.js';
import { ownPackage, type PackageKeyDeps } from './package-signer.js';
import { parsePackageName } from './package-input.js';
import { existingSigningKey } from './signing-keys.js';

/** Play's encryption keys are a few hundred bytes of PEM; anything much longer is not one. */
const ENCRYPTION_KEY_MAX_LENGTH = 4096;

/**
 * exportKeyForPlay({ packageName, encryptionKey }) (docs/api.md "Keys that last"): the package's signing key encrypted
 * to the encryption public key Play Console shows, in pepk's format, for "Play uses my key". Like a key export it needs
 * a recent sign-in, is counted in the same daily limit and recorded before the file leaves; the key never leaves
 * unencrypted, and only Play's private key opens the file.
 */
export async function exportKeyForPlay(
  deps: PackageKeyDeps & { exportsPerDay: number; newExportId(nowMs: number): string },
  caller: Caller,
  data: unknown,
): Promise<ExportKeyForPlayResult> {
  requireVerifiedEmail(caller);
  const packageName = parsePackageName(data);
  const encryptionKey = ((data ?? {}) as Record<string, unknown>).encryptionKey;
  if (
    typeof encryptionKey !== 'string' ||
    encryptionKey.trim() === '' ||
    encryptionKey.length > ENCRYPTION_KEY_MAX_LENGTH
  )
    throw new HttpsError('invalid-argument', 'encryptionKey: paste the encryption public key Play Console shows.');
  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  requireRecentLogin(caller, now);
  const summary = await ownPackage(deps.db, caller.uid, packageName);
  if (summary.signer !== 'own') throw new HttpsError('failed-precondition', KEY_LIFECYCLE_MESSAGES.chooseOwnFirst);
  const signing = await existingSigningKey(deps, caller.uid, packageName, now);
  if (!signing) throw new HttpsError('not-found', KEY_LIFECYCLE_MESSAGES.noKey(packageName));
  let zip: Uint8Array;
  try {
    zip = await deps.engine.exportKeyForPlay(signing.key, encryptionKey);
  } catch (error) {
    if (deps.engine.isConfigError(error)) throw new HttpsError('invalid-argument', `encryptionKey: ${error.message}`);
    throw error;
  }
  const exportId = deps.newExportId(now);
  await recordKeyExport(
    deps.db,
    caller.uid,
    {
      id: exportId,
      kind: 'play',
      at: now,
      atISO: isoOf(now),
      packageName,
      certificateSha256: signing.certificateSha256,
      email: caller.email,
      signInProvider: caller.signInProvider,
    },
    deps.exportsPerDay,
  );
  await noteExportOnPackage(deps.db, caller.uid, signing.record, now);
  return {
    zipBase64: Buffer.from(zip).toString('base64'),
    fileName: playKeyFileName(packageName),
    certificateSha256: signing.certificateSha256,
  };
}
