import { HttpsError } from 'firebase-functions/https';
import { requireRecentLogin, requireVerifiedEmail, type Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import type { ApkEngine } from '../engine-pool/engine-port.js';
import { existingSigningKey } from './signing-keys.js';
import type { ExportSigningKeyInput, ExportSigningKeyResult } from '../contracts/callables.js';
import {
  KEY_EXPORT_ALIAS,
  KEY_EXPORT_PASSWORD_MAX_LENGTH,
  KEY_EXPORT_PASSWORD_MIN_LENGTH,
  keyExportFileName,
} from '../contracts/key-custody.js';
import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from '../contracts/common-passwords.js';
import { KEY_UNUSABLE, type SigningKeyRecord } from './signing-key-record.js';
import { UnsealError, type SealingKeyring } from './seal.js';
import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import { noteExportOnPackage, recordKeyExport } from './key-export-records.js';
import { KEY_LIFECYCLE_MESSAGES, type PackageKeyKind } from '../contracts/key-lifecycle.js';
import { existingUploadKey } from './upload-keys.js';

export interface KeyExportDeps {
  db: Db;
  clock: Clock;
  engine: Pick<ApkEngine, 'exportPkcs12'>;
  /** SIGNING_KEYS_SECRET (and, during a rotation, the previous one), as builds use them. */
  keyring: SealingKeyring;
  exportsPerDay: number;
  newExportId(nowMs: number): string;
}

const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

function parseInput(data: unknown): Required<ExportSigningKeyInput> & { key: PackageKeyKind } {
  const input = (data ?? {}) as Record<string, unknown>;
  if (
    typeof input.packageName !== 'string' ||
    input.packageName.length > 255 ||
    !PACKAGE_NAME.test(input.packageName)
  ) {
    throw new HttpsError('invalid-argument', 'packageName must be an Android package name.');
  }
  const password = input.password;
  // Counted in characters as people type them (code points), not UTF-16 units.
  const length = typeof password === 'string' ? [...password].length : 0;
  if (typeof password !== 'string' || length < KEY_EXPORT_PASSWORD_MIN_LENGTH) {
    throw new HttpsError(
      'invalid-argument',
      `Choose a password of at least ${KEY_EXPORT_PASSWORD_MIN_LENGTH} characters to protect the key file.`,
    );
  }
  if (length > KEY_EXPORT_PASSWORD_MAX_LENGTH) {
    throw new HttpsError(
      'invalid-argument',
      `The password may have at most ${KEY_EXPORT_PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  if (isWeakPassword(password)) throw new HttpsError('invalid-argument', WEAK_PASSWORD_MESSAGE);
  if (input.key !== undefined && input.key !== 'signing' && input.key !== 'upload')
    throw new HttpsError('invalid-argument', 'key must be "signing" or "upload".');
  return { packageName: input.packageName, password, key: input.key ?? 'signing' };
}

/**
 * exportSigningKey({ packageName, password }): the caller's upload key of one package as a PKCS#12 file protected by
 * their password (docs/api.md). Only the caller's own keys are read, so another user's package is simply unknown.
 * Like account deletion it needs a sign-in within the last minutes, and it is rate-limited and recorded (who, when,
 * which certificate) before the file leaves. The key never leaves unencrypted.
 */
export async function exportSigningKey(
  deps: KeyExportDeps,
  caller: Caller,
  data: unknown,
): Promise<ExportSigningKeyResult> {
  requireVerifiedEmail(caller);
  const { packageName, password, key } = parseInput(data);
  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  try {
    requireRecentLogin(caller, now);
  } catch (error) {
    logs.keyExportRefused(caller.uid, 'sign-in not recent');
    throw error;
  }
  let signing;
  try {
    signing =
      key === 'upload'
        ? await existingUploadKey(deps, caller.uid, packageName)
        : await existingSigningKey(deps, caller.uid, packageName, now);
  } catch (error) {
    const unusable = error instanceof HttpsError && error.message === KEY_UNUSABLE;
    if (!unusable && !(error instanceof UnsealError)) throw error;
    logs.keyExportRefused(caller.uid, 'sealed key does not open');
    throw new HttpsError('internal', 'This signing key cannot be opened. Support has been told; please contact us.');
  }
  if (!signing) {
    logs.keyExportRefused(caller.uid, 'no key for the package');
    throw new HttpsError(
      'not-found',
      key === 'upload'
        ? KEY_LIFECYCLE_MESSAGES.noUploadKey
        : `You have no signing key for ${packageName} yet: it is made with its first build.`,
    );
  }
  const exportId = deps.newExportId(now);
  try {
    await recordKeyExport(
      deps.db,
      caller.uid,
      {
        id: exportId,
        kind: key === 'upload' ? 'upload-pkcs12' : 'pkcs12',
        at: now,
        atISO: isoOf(now),
        packageName,
        certificateSha256: signing.certificateSha256,
        email: caller.email,
        signInProvider: caller.signInProvider,
      },
      deps.exportsPerDay,
    );
  } catch (error) {
    if (error instanceof HttpsError) logs.keyExportRefused(caller.uid, 'daily limit');
    throw error;
  }
  const pkcs12 = await deps.engine.exportPkcs12(signing.key, password, KEY_EXPORT_ALIAS);
  // The package's summary counts exports of the key its APKs carry (the upload key has its own certificate).
  if (key === 'signing' && 'record' in signing)
    await noteExportOnPackage(deps.db, caller.uid, signing.record as SigningKeyRecord, now);
  logs.keyExported(caller.uid, packageName, signing.certificateSha256, exportId);
  return {
    pkcs12Base64: Buffer.from(pkcs12).toString('base64'),
    fileName: keyExportFileName(packageName),
    alias: KEY_EXPORT_ALIAS,
    certificateSha256: signing.certificateSha256,
    exportedAt: now,
  };
}
