import type { BuiltApk } from '../engine/index.js';

/** What every record of a file we built says about it (builds, deliverables, rebuilt bundles): one list of facts. */
export function builtFacts(built: Omit<BuiltApk, 'bytes'>) {
  return {
    size: built.size,
    sha256: built.sha256,
    packageName: built.packageName,
    versionCode: built.versionCode,
    versionName: built.versionName,
    certificateSha256: built.certificateSha256,
    shellVersion: built.shellVersion,
    targetSdk: built.targetSdk,
  };
}
