import { utf8 } from '../core/bytes/byte-writer.js';
import {
  ADI_REGISTRATION_ASSET,
  normalizeVerificationToken,
  VERIFICATION_TOKEN_HELP,
} from '../../contracts/developer-verification.js';
import type { AppConfig, BuiltApk, SigningKey } from './app-config.js';
import { apkEntries, describeApk, signAppEntries } from './build-apk.js';
import { ApkConfigError } from './errors.js';
import { loadShellDex } from './shell-dex.js';
import { openSigningKey } from './signing-key.js';

/**
 * The ownership-proof APK of Android developer verification (docs/product.md "Developer verification"): the app of
 * `config` signed with `key`, plus `assets/adi-registration.properties` holding the console's token and a newline.
 * Android Developer Console reads the package name, the signing certificate and that file; the APK is never a
 * release (callers do not advance the versionCode or list it among builds).
 */
export async function buildOwnershipProofApk(
  config: AppConfig,
  key: SigningKey,
  verificationToken: string,
  dex: Uint8Array = loadShellDex(),
): Promise<BuiltApk> {
  const token = normalizeVerificationToken(verificationToken);
  if (token === null) throw new ApkConfigError('verificationToken', VERIFICATION_TOKEN_HELP);
  const signer = openSigningKey(key);
  const { entries, packageName, versionCode, versionName, appLinkHosts } = apkEntries(config, dex);
  entries.push({ name: ADI_REGISTRATION_ASSET, data: utf8.encode(`${token}\n`), stored: false });
  const bytes = signAppEntries(entries, signer);
  return describeApk(bytes, { packageName, versionCode, versionName, appLinkHosts }, signer);
}
