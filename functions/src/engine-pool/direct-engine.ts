import * as apk from '../engine/index.js';
import type { ApkEngine } from './engine-port.js';

/**
 * The packaging engine (functions/src/engine) behind the build port, on the calling thread. The deployed functions run
 * it inside a worker (engine-pool/pooled-engine.ts); scripts and the in-process comparison in tests use it as is.
 */
export const apkEngine: ApkEngine = {
  derivePackageName: apk.derivePackageName,
  generateSigningKey: apk.generateSigningKey,
  buildApk: apk.buildApk,
  buildBundle: apk.buildBundle,
  exportPkcs12: async (key, password, alias) => apk.exportPkcs12(key, password, alias),
  buildOwnershipProofApk: apk.buildOwnershipProofApk,
  exportKeyForPlay: async (key, encryptionKey) => apk.exportKeyForPlay(key, encryptionKey),
  rotateSigningKey: async (current, next) => apk.rotateSigningKey(current, next),
  lineageSha256: (key) => (key.rotation ? apk.readKeyLineage(key.rotation.lineage).map((c) => c.sha256) : []),
  prepareSiteIcon: async (bytes, maxBytes) => apk.prepareSiteIcon(bytes, maxBytes),
  buildListingKit: async (input) => apk.buildListingKit(input),
  isConfigError: (error: unknown): error is Error => error instanceof apk.ApkConfigError,
};
