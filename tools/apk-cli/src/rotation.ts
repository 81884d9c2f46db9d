import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { certificateFingerprint, readKeyLineage, type SigningKey } from '../../../functions/src/engine/index.js';
import { KeystoreError, openKeystore } from './keystore.js';

export interface RotationOptions {
  lineage: string;
  oldKey?: string;
  oldPassword?: string;
}

function readLineage(path: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(path));
  } catch (error) {
    throw new KeystoreError(`--lineage: cannot read ${path}: ${(error as Error).message}`);
  }
}

/** Every `*.p12` beside the lineage and the new keystore: where `npm run keys -- lineage` found the old one. */
function candidates(lineagePath: string, keystorePath: string): string[] {
  const folders = [...new Set([dirname(lineagePath), dirname(keystorePath)])];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder)
        .filter((name) => name.endsWith('.p12'))
        .sort()
        .map((name) => join(folder, name))
        .filter((path) => path !== keystorePath);
    } catch {
      return [];
    }
  });
}

function passwordFileOf(path: string): string | undefined {
  try {
    return readFileSync(`${path}.password`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The key to sign with after a rotation (docs/shell-contract.md "Signing"): `key` (the new one) with the lineage and
 * the lineage's first key. That first key signs v2, which Android 7 and 8 check against the installed app, so it is
 * required: given with --old-key, or found among the keystores beside the lineage and the new key (the layout
 * `npm run keys -- lineage` leaves) by its certificate, opened with the same password or its `.password` file.
 */
export function withRotation(
  key: SigningKey,
  keystorePath: string,
  options: RotationOptions,
  password: string | undefined,
  cwd: string,
): { key: SigningKey; oldKeystore: string } {
  const lineagePath = resolve(cwd, options.lineage);
  const lineage = readLineage(lineagePath);
  const certificates = readKeyLineage(lineage);
  const first = certificates[0]!;
  if (first.sha256 === certificateFingerprint(key.certificate))
    throw new KeystoreError('--key: give the new key of the rotation; this one is the first key of the lineage.');
  const oldPassword = options.oldPassword ?? password;
  const rotated = (old: SigningKey, path: string) => ({
    key: {
      ...key,
      rotation: { lineage, originalKey: { privateKeyPkcs8: old.privateKeyPkcs8, certificate: old.certificate } },
    },
    oldKeystore: path,
  });
  if (options.oldKey) {
    const path = resolve(cwd, options.oldKey);
    const pw = oldPassword ?? passwordFileOf(path);
    if (pw === undefined) throw new KeystoreError(`--old-key: ${path} needs a password: pass --old-password.`);
    const old = openKeystore(path, pw);
    if (certificateFingerprint(old.certificate) !== first.sha256)
      throw new KeystoreError(`--old-key: ${path} is not the first key of the lineage (SHA-256 ${first.sha256}).`);
    return rotated(old, path);
  }
  for (const path of candidates(lineagePath, keystorePath)) {
    for (const pw of new Set([oldPassword, passwordFileOf(path)])) {
      if (pw === undefined) continue;
      try {
        const old = openKeystore(path, pw);
        if (certificateFingerprint(old.certificate) === first.sha256) return rotated(old, path);
        break;
      } catch {
        // Another password, or not a keystore we can read: try the next candidate.
      }
    }
  }
  throw new KeystoreError(
    `--lineage: the lineage starts with the key of SHA-256 ${first.sha256} (${first.subject}), which still signs ` +
      'for Android 7 and 8. Pass its keystore with --old-key old.p12 (and --old-password if it has another password).',
  );
}
