import { keyBackupRecoveryKey } from '../config.js';
import { KEY_EXPORTS_PER_DAY } from '../contracts/key-custody.js';
import { verifiedCallable } from '../platform/callers/caller.js';
import { newExportId } from '../platform/ids.js';
import { exportSigningKey as exportSigningKeyHandler, type KeyExportDeps } from '../signing/export-signing-key.js';
import { backupSigningKeysNow } from '../signing/key-backup/scheduled-backup.js';
import { setPackageSigner as setPackageSignerHandler, type PackageKeyDeps } from '../signing/package-signer.js';
import { exportKeyForPlay as exportKeyForPlayHandler } from '../signing/play-key-upload.js';
import {
  setPlaySigningCertificate as setPlaySigningCertificateHandler,
  type PlaySigningDeps,
} from '../signing/set-play-signing-certificate.js';
import { buildVerificationProof as buildVerificationProofHandler } from '../signing/verification-proof.js';
import { engine } from './engine.js';
import { platform, signingKeyring } from './platform.js';

// Every signing key's callables (docs/api.md "Keys that last"): export, Play's certificate, the Play signer, the key
// for Play, the verification kit; and the nightly backup of every sealed key.

/** Every callable that opens a customer's key: the exports it counts per day, and each export's id. */
function keyCustodyDeps(): KeyExportDeps & PackageKeyDeps {
  const { db, clock } = platform();
  return { db, clock, engine: engine(), keyring: signingKeyring(), exportsPerDay: KEY_EXPORTS_PER_DAY, newExportId };
}

function playSigningDeps(): PlaySigningDeps {
  const { db, clock } = platform();
  return { db, clock };
}

function keyBackupDeps() {
  const { db, files, clock } = platform();
  return { db, files, clock, keyring: signingKeyring(), recoveryPublicKey: keyBackupRecoveryKey() };
}

export const exportSigningKey = verifiedCallable(keyCustodyDeps, exportSigningKeyHandler);
export const setPlaySigningCertificate = verifiedCallable(playSigningDeps, setPlaySigningCertificateHandler);
export const setPackageSigner = verifiedCallable(keyCustodyDeps, setPackageSignerHandler);
export const exportKeyForPlay = verifiedCallable(keyCustodyDeps, exportKeyForPlayHandler);
export const buildVerificationProof = verifiedCallable(keyCustodyDeps, buildVerificationProofHandler);

/** backupSigningKeys, scheduled: every sealed key, encrypted to the offline recovery key. */
export async function backupSigningKeys(): Promise<void> {
  await backupSigningKeysNow(keyBackupDeps());
}
