import type { AppConfig, BuiltApk, SigningKey } from './app/app-config.js';
import { buildApk as build } from './app/build-apk.js';
import { buildBundle as bundle, type BuiltBundle } from './bundle/build-bundle.js';
import { readPkcs12 } from './core/crypto/pkcs12-reader.js';
import { DEFAULT_KEY_ALIAS, writePkcs12 } from './core/crypto/pkcs12-writer.js';
import { buildOwnershipProofApk as proof } from './app/ownership-proof.js';
import { openSigningKey } from './app/signing-key.js';
import { PASSWORD_PBKDF2_ITERATIONS } from './core/crypto/pbe.js';
import { normalizeConfig } from './app/validate-config.js';

export type { AppConfig, BuiltApk, KeyRotation, SigningKey } from './app/app-config.js';
export type { ApkVerification } from './app/verify-apk.js';
export { ApkConfigError } from './app/errors.js';
export { derivePackageName } from './app/package-name.js';
export { siteHosts } from './app/site-hosts.js';
export { checkIconSize } from './app/icon-input.js';
export { readImageSize } from './core/image/image-size.js';
export { prepareSiteIcon, SITE_ICON_MIN_SIDE, type SiteIcon } from './app/site-icon.js';
export { generateSigningKey, SigningKeyError } from './app/signing-key.js';
export { readKeyLineage, rotateSigningKey, type LineageCertificate } from './app/key-rotation.js';
export { exportKeyForPlay, PLAY_EXPORT_FILES } from './app/play-key-export.js';
export { verifyApk } from './app/verify-apk.js';
export type { BuiltBundle } from './bundle/build-bundle.js';
export type { BundleVerification } from './bundle/verify-bundle.js';
export { verifyBundle } from './bundle/verify-bundle.js';
export { DecryptionError } from './core/crypto/pbe.js';
export { certificateFingerprint } from './core/crypto/x509.js';
export { Pkcs12FormatError } from './core/crypto/pkcs12-reader.js';
export { TARGET_SDK } from './app/app-config.js';
// The store listing (docs/product.md "Publishing"): Play's graphics, the kit zip and its guide, a bundle's facts.
export { buildListingKit, KIT_FILES, type ListingKit, type ListingKitInput } from './listing/listing-kit.js';
export { readBundleFacts, type BundleFacts } from './bundle/bundle-facts.js';

/**
 * Checks a config exactly as buildApk and buildBundle do, without building: throws ApkConfigError naming the field
 * at fault, so a caller can refuse bad input before it creates a signing key (the command line does).
 */
export function validateAppConfig(config: AppConfig): void {
  normalizeConfig(config);
}

/**
 * Builds the signed APK (APK Signature Scheme v2; v3 with the lineage when the key was rotated) of a website with the
 * app shell. Rejects with ApkConfigError on bad input.
 */
export function buildApk(config: AppConfig, key: SigningKey): Promise<BuiltApk> {
  return build(config, key);
}

/**
 * The ownership-proof APK of Android developer verification: the same app with `assets/adi-registration.properties`
 * holding the token (ApkConfigError 'verificationToken' when it is not token-shaped). Never a release.
 */
export function buildOwnershipProofApk(
  config: AppConfig,
  key: SigningKey,
  verificationToken: string,
): Promise<BuiltApk> {
  return proof(config, key, verificationToken);
}

/**
 * Builds the Android App Bundle (AAB) of a website for Play, JAR-signed with the upload key: the same app and
 * the same validation (ApkConfigError) as buildApk, checked by our bundle validator before it is returned.
 */
export function buildBundle(config: AppConfig, key: SigningKey): Promise<BuiltBundle> {
  return bundle(config, key);
}

/**
 * A PKCS#12 keystore (PBES2/AES-256, HMAC-SHA256) that keytool, openssl and apksigner accept, with 600,000 PBKDF2
 * iterations by default (core/crypto/pbe.ts). Fewer only for a password no person chose (the command line's own
 * random one), where iterations add nothing. Holds the current key only: a rotation's history stays with its owner.
 */
export function exportPkcs12(
  key: SigningKey,
  password: string,
  alias: string = DEFAULT_KEY_ALIAS,
  iterations: number = PASSWORD_PBKDF2_ITERATIONS,
): Uint8Array {
  openSigningKey(key);
  return writePkcs12(key.privateKeyPkcs8, key.certificate, password, alias, iterations);
}

/** The signing key in a user's PKCS#12 keystore; throws DecryptionError on a wrong password. */
export function importPkcs12(p12: Uint8Array, password: string): SigningKey {
  const { privateKeyPkcs8, certificate } = readPkcs12(p12, password);
  const key = { privateKeyPkcs8, certificate };
  openSigningKey(key);
  return key;
}
