import * as apk from '../apk/index.js';
import type { ApkEngine } from './engine-port.js';

/** The packaging engine (functions/src/apk) behind the build endpoint's port. */
export const apkEngine: ApkEngine = {
  derivePackageName: apk.derivePackageName,
  generateSigningKey: apk.generateSigningKey,
  buildApk: apk.buildApk,
  buildBundle: apk.buildBundle,
  exportPkcs12: apk.exportPkcs12,
  isConfigError: (error: unknown): error is Error => error instanceof apk.ApkConfigError,
};
