import { readFileSync } from 'node:fs';
import { PLAY_TARGET_SDK_REQUIRED } from '../../contracts/publishing.js';
import { readBundleFacts } from '../../engine/index.js';

/** A bundle the command line refuses before anything is sent. */
export class BundleFileError extends Error {}

/**
 * The bundle's own facts, checked before an upload with our reader and validator: a signed App Bundle of this app,
 * targeting the API level Play requires. Play checks the upload key and the version code itself.
 */
export function readBundleFile(file: string, packageName: string) {
  const bytes = new Uint8Array(readFileSync(file));
  const facts = readBundleFacts(bytes);
  if (!facts.ok || facts.versionCode === undefined)
    throw new BundleFileError(`${file} is not an App Bundle Play takes: ${facts.issues[0] ?? 'it is not signed'}`);
  if (facts.packageName !== packageName)
    throw new BundleFileError(`${file} is the bundle of ${facts.packageName}, not of ${packageName}.`);
  if ((facts.targetSdk ?? 0) < PLAY_TARGET_SDK_REQUIRED)
    throw new BundleFileError(
      `${file} targets API ${facts.targetSdk}; Play requires ${PLAY_TARGET_SDK_REQUIRED}. Build it again.`,
    );
  return { bytes, versionCode: facts.versionCode, certificate: facts.certificateSha256 ?? '' };
}
