import { createHash } from 'node:crypto';
import { signV1 } from '../core/signing/v1-signer.js';
import { writeZip } from '../core/zip/zip-writer.js';
import { SHELL_RELEASE } from '../../contracts/autopilot.js';
import { TARGET_SDK, type AppConfig, type BuiltApk, type SigningKey } from '../app/app-config.js';
import { apkEntries } from '../app/build-apk.js';
import { loadShellDex, shellDexMapping } from '../app/shell-dex.js';
import { openSigningKey } from '../app/signing-key.js';
import { writeBundleConfig } from './bundle-config.js';
import { BASE_MODULE, BUNDLE_CONFIG_PATH, OBFUSCATION_MAP_PATH } from './bundle-layout.js';
import { moduleEntries } from './module-entries.js';
import { validateBundleFiles } from './validate-bundle.js';

/** A signed App Bundle: the same facts as a built APK, the certificate being the upload key's. */
export type BuiltBundle = BuiltApk;

/** The bundle we wrote breaks a rule Play enforces: a defect of the engine, never of the user's input. */
class BundleValidationError extends Error {
  constructor(readonly issues: string[]) {
    super(`the App Bundle does not validate: ${issues.join('; ')}`);
    this.name = 'BundleValidationError';
  }
}

/**
 * Builds the Android App Bundle of a website: the APK's content (same validation, same ApkConfigError for bad
 * input) as the base module, and the shell's ProGuard mapping as bundle metadata, checked by our validator,
 * JAR-signed with the upload key. A dex other than the shell's (tests' fakes) has no mapping unless one is given.
 */
export async function buildBundle(
  config: AppConfig,
  key: SigningKey,
  dex: Uint8Array = loadShellDex(),
  mapping: Uint8Array | undefined = shellDexMapping(dex),
): Promise<BuiltBundle> {
  const signer = openSigningKey(key);
  const { entries, packageName, versionCode, versionName, appLinkHosts } = apkEntries(config, dex);
  const content = [
    { name: BUNDLE_CONFIG_PATH, data: writeBundleConfig(), stored: false },
    ...moduleEntries(entries, BASE_MODULE),
    ...(mapping ? [{ name: OBFUSCATION_MAP_PATH, data: mapping, stored: false }] : []),
  ];
  const issues = validateBundleFiles(new Map(content.map((e) => [e.name, e.data])));
  if (issues.length) throw new BundleValidationError(issues);
  const signature = signV1(content, signer.certificate, signer.privateKey, []);
  // The manifest and signature come first: Java's JarInputStream (which jarsigner also uses) only
  // verifies entries that follow them.
  const bytes = writeZip([...signature.map((f) => ({ ...f, stored: false })), ...content]);
  return {
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    packageName,
    versionCode,
    versionName,
    certificateSha256: signer.certificateSha256,
    shellVersion: SHELL_RELEASE.version,
    targetSdk: TARGET_SDK,
    appLinkHosts,
  };
}
